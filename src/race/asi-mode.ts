/**
 * The table's rule for racial ability score increases (world setting `asiMode`): the SRD's fixed
 * increases, flexible ones the player places, or none (2024 rules, where backgrounds give them).
 * A modern-rules world's GM is asked once; changing the setting rewrites no character by itself,
 * and a GM-only button applies the mode to every character in one go.
 */
import { CHOICE } from "../content/ids";
import { ASI_MODES, SETTING_KEYS, isOneOf, type AsiMode } from "../content/ids";
import {
  dialogConfirm,
  dialogWait,
  escapeHtml,
  getSetting,
  isActiveGM,
  isGM,
  notify,
  setSetting,
  t,
  worldActors,
} from "../foundry/adapter";
import { currentAsiMode, rulesVersion } from "../settings";
import { rechoose } from "./change";
import { raceFlagsOfItem, raceItemOf } from "./read";

/**
 * On `ready`, in a modern-rules world whose GM has not chosen yet: one Icelandic dialog explains the
 * three modes (none preselected, as the 2024 rules have it) and stores the answer.
 */
export async function askAsiModeOnce(): Promise<AsiMode | null> {
  if (!isActiveGM() || rulesVersion() !== "modern" || getSetting<boolean>(SETTING_KEYS.asiModeAsked))
    return null;
  const content = [
    `<p>${escapeHtml(t("Asi.Ask.Intro"))}</p>`,
    "<ul>",
    ...ASI_MODES.map(
      (m) =>
        `<li><strong>${escapeHtml(t(`Settings.AsiMode.${m}`))}</strong>: ${escapeHtml(t(`Asi.Ask.${m}`))}</li>`,
    ),
    "</ul>",
  ].join("");
  const answer = await dialogWait({
    window: { title: t("Asi.Ask.Title"), icon: "fa-solid fa-arrow-up-right-dots" },
    content,
    modal: true,
    rejectClose: false,
    buttons: ASI_MODES.map((mode) => ({
      action: mode,
      label: t(`Settings.AsiMode.${mode}`),
      default: mode === "none",
      callback: () => mode,
    })),
  });
  // Closing the dialog is not an answer: the GM is asked again next time.
  if (!isOneOf(ASI_MODES, answer)) return null;
  await setSetting(SETTING_KEYS.asiMode, answer);
  await setSetting(SETTING_KEYS.asiModeAsked, true);
  return answer;
}

/** The setting's `onChange`: the GM learns that characters keep their increases until re-chosen. */
export function onAsiModeChanged(): void {
  if (isGM()) notify("info", "Asi.ModeChanged", { mode: t(`Settings.AsiMode.${currentAsiMode()}`) });
}

/** The world's characters whose race of ours was set up under another mode than the current one. */
export function charactersToUpdate(): { actor: Actor5e; race: Item5e }[] {
  const mode = currentAsiMode();
  return worldActors().flatMap((actor) => {
    const race = raceItemOf(actor);
    const flags = raceFlagsOfItem(race);
    // A race that asks no increase (a 2024 species: its background gives them) has no mode to apply.
    if (!race || !flags || !flags.choices.some((c) => c.kind === CHOICE.asi)) return [];
    // A race set up before modes existed was set up with the SRD's fixed increases.
    return (flags.asiMode ?? "fixed") !== mode ? [{ actor, race }] : [];
  });
}

/**
 * The settings' button: after a confirmation that lists them, applies the current mode to every
 * character whose race was set up under another, keeping each one's answers. Resolves with how many
 * changed.
 */
export async function applyAsiModeToWorld(): Promise<number> {
  if (!isGM()) {
    notify("warn", "Asi.GMOnly");
    return 0;
  }
  const targets = charactersToUpdate();
  if (!targets.length) {
    notify("info", "Asi.NothingToApply");
    return 0;
  }
  const names = targets.map(({ actor }) => `<li>${escapeHtml(actor.name)}</li>`).join("");
  const mode = t(`Settings.AsiMode.${currentAsiMode()}`);
  const ok = await dialogConfirm({
    window: { title: t("Asi.Apply.Title"), icon: "fa-solid fa-users-gear" },
    content: `<p>${escapeHtml(t("Asi.Apply.Content", { mode }))}</p><ul>${names}</ul>`,
    modal: true,
    rejectClose: false,
    yes: { label: t("Asi.Apply.Yes"), icon: "fa-solid fa-check" },
    no: { label: t("Asi.Apply.No"), icon: "fa-solid fa-xmark", default: true },
  });
  if (ok !== true) return 0;
  let changed = 0;
  for (const { race } of targets) if (await rechoose(race, { keep: true, quiet: true })) changed++;
  notify("info", "Asi.Applied", { count: changed });
  return changed;
}
