/**
 * A GM's ad-hoc breath: an actor without the feature (a monster, a quick NPC) breathes once with
 * an ancestry picked in a dialog. Nothing is created or spent on the actor.
 */
import { ANCESTRIES, isAncestryId, type AncestryId } from "../content/ancestries";
import { damageTypeLabel } from "./card";
import { dialogWait, escapeHtml, t, userLang } from "../foundry/adapter";

function optionLabel(a: (typeof ANCESTRIES)[number]): string {
  const name = userLang() === "is" ? a.nameIs : a.srdName;
  return t("Breath.AdHoc.Option", {
    name,
    type: damageTypeLabel(a.damageType),
    shape: t(a.shape === "line" ? "Breath.AdHoc.Line" : "Breath.AdHoc.Cone"),
  });
}

function dialogContent(actorName: string): string {
  const options = ANCESTRIES.map(
    (a) => `<option value="${a.id}">${escapeHtml(optionLabel(a))}</option>`,
  ).join("");
  return [
    `<p>${escapeHtml(t("Breath.AdHoc.Content", { actor: actorName }))}</p>`,
    `<div class="form-group"><label>${escapeHtml(t("Breath.AdHoc.Ancestry"))}</label>`,
    `<div class="form-fields"><select name="ancestry">${options}</select></div></div>`,
  ].join("");
}

function selectedAncestry(button: HTMLButtonElement | undefined): unknown {
  const field = button?.form?.querySelector('[name="ancestry"]');
  return (field as { value?: unknown } | null | undefined)?.value;
}

/** The ancestry the GM picked, or null when the dialog was dismissed or cancelled. */
export async function pickAncestry(actor: Actor5e): Promise<AncestryId | null> {
  const answer = await dialogWait({
    window: { title: t("Breath.AdHoc.Title"), icon: "fa-solid fa-fire" },
    content: dialogContent(actor.name),
    modal: true,
    rejectClose: false,
    buttons: [
      {
        action: "breathe",
        label: t("Breath.AdHoc.Breathe"),
        icon: "fa-solid fa-fire",
        default: true,
        callback: (_event, button) => selectedAncestry(button),
      },
      { action: "cancel", label: t("Breath.AdHoc.Cancel"), icon: "fa-solid fa-xmark" },
    ],
  });
  return isAncestryId(answer) ? answer : null;
}
