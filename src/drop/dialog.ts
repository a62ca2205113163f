/**
 * The one Icelandic dialog that asks every choice a race has, and the "replace the race?" question.
 * Both are DialogV2; the choice form is `templates/race-choices.hbs`. The submit button stays
 * disabled while the answers are invalid, and the flow validates the result again, so an invalid
 * combination can never be written.
 */
import { MODULE_ID } from "../constants";
import type { RaceDef } from "../data/races";
import { dialogConfirm, dialogWait, escapeHtml, formValues, renderTemplate, t } from "../foundry/adapter";
import type { ChoiceKind, RaceChoices } from "../rules/effects";
import {
  defaultChoices,
  parseChoicesForm,
  validateChoices,
  type ChoiceOption,
  type ChoiceOptions,
  type ChoiceProblem,
} from "./choices";

export const CHOICES_TEMPLATE = `modules/${MODULE_ID}/templates/race-choices.hbs`;

export type DialogMode = "add" | "change";

interface SelectOption {
  value: string;
  label: string;
  /** "selected" or "": written into the tag as it is (not `selected`: Foundry has helpers by such names). */
  selectedAttr: string;
}

interface SelectField {
  name: string;
  label: string;
  options: SelectOption[];
}

interface ChoiceSection {
  kind: ChoiceKind;
  legend: string;
  hint: string;
  selects: SelectField[];
  /** Shown instead of the selects when there is nothing to choose from. */
  empty: string;
}

interface AncestryRow {
  value: string;
  name: string;
  detail: string;
  /** "checked" or "": written into the tag as it is (not `checked`: that is a Foundry helper). */
  checkedAttr: string;
}

export interface ChoicesContext extends Record<string, unknown> {
  intro: string;
  ancestry: {
    legend: string;
    hint: string;
    columns: { name: string; detail: string };
    rows: AncestryRow[];
  } | null;
  sections: ChoiceSection[];
  problems: string[];
}

function select(
  name: string,
  label: string,
  options: readonly ChoiceOption[],
  value: string | undefined,
): SelectField {
  return {
    name,
    label,
    options: options.map((o) => ({
      value: o.value,
      label: o.hint ? `${o.label} (${o.hint})` : o.label,
      selectedAttr: o.value === value ? "selected" : "",
    })),
  };
}

/**
 * What the template shows. Labels come from t() and dnd5e's config; Handlebars escapes every
 * `{{value}}`, so names from compendiums and actors are never read as HTML.
 */
export function choicesContext(
  race: RaceDef,
  actorName: string,
  options: ChoiceOptions,
  choices: RaceChoices,
  mode: DialogMode,
): ChoicesContext {
  const sections: ChoiceSection[] = [];
  let ancestry: ChoicesContext["ancestry"] = null;
  for (const kind of race.choices) {
    switch (kind) {
      case "ancestry":
        ancestry = {
          legend: t("Drop.Field.Ancestry"),
          hint: t("Drop.Hint.Ancestry"),
          columns: { name: t("Drop.Column.Ancestry"), detail: t("Drop.Column.Breath") },
          rows: options.ancestry.map((o) => ({
            value: o.value,
            name: o.label,
            detail: o.hint ?? "",
            checkedAttr: o.value === choices.ancestry ? "checked" : "",
          })),
        };
        break;
      case "abilities":
        sections.push({
          kind,
          legend: t("Drop.Field.Abilities"),
          hint: t("Drop.Hint.Abilities"),
          selects: [
            select("ability1", t("Drop.Field.First"), options.abilities, choices.abilities?.[0]),
            select("ability2", t("Drop.Field.Second"), options.abilities, choices.abilities?.[1]),
          ],
          empty: "",
        });
        break;
      case "skills":
        sections.push({
          kind,
          legend: t("Drop.Field.Skills"),
          hint: t("Drop.Hint.Skills"),
          selects: [
            select("skill1", t("Drop.Field.First"), options.skills, choices.skills?.[0]),
            select("skill2", t("Drop.Field.Second"), options.skills, choices.skills?.[1]),
          ],
          empty: "",
        });
        break;
      case "language":
        sections.push({
          kind,
          legend: t("Drop.Field.Language"),
          hint: t("Drop.Hint.Language"),
          selects: options.language.length
            ? [select("language", t("Drop.Field.Language"), options.language, choices.language)]
            : [],
          empty: options.language.length ? "" : t("Drop.Empty.Language"),
        });
        break;
      case "tool":
        sections.push({
          kind,
          legend: t("Drop.Field.Tool"),
          hint: t("Drop.Hint.Tool"),
          selects: [select("tool", t("Drop.Field.Tool"), options.tool, choices.tool)],
          empty: "",
        });
        break;
      case "cantrip":
        sections.push({
          kind,
          legend: t("Drop.Field.Cantrip"),
          hint: t("Drop.Hint.Cantrip"),
          selects: options.cantrip.length
            ? [select("cantrip", t("Drop.Field.Cantrip"), options.cantrip, choices.cantrip)]
            : [],
          empty: options.cantrip.length ? "" : t("Drop.Empty.Cantrip"),
        });
        break;
    }
  }
  const problems = validateChoices(race, choices, options).map((p) => t(p));
  const intro = t(mode === "add" ? "Drop.Intro" : "Drop.IntroChange", {
    race: race.nameIs,
    actor: actorName,
  });
  return { intro, ancestry, sections, problems };
}

/** Re-checks the answers on every change: the problems are listed and the submit button disabled. */
function watchForm(race: RaceDef, options: ChoiceOptions, root: HTMLElement | null): void {
  if (!root) return;
  const form = root.querySelector("form") ?? root.closest("form");
  const submit = root.querySelector<HTMLButtonElement>('button[data-action="confirm"]');
  const list = root.querySelector<HTMLElement>("[data-kynthaettir-problems]");
  if (!form) return;
  const check = (): void => {
    const problems: ChoiceProblem[] = validateChoices(
      race,
      parseChoicesForm(race, formValues(form)),
      options,
    );
    if (submit) submit.disabled = problems.length > 0;
    if (list) list.innerHTML = problems.map((p) => `<li>${escapeHtml(t(p))}</li>`).join("");
  };
  form.addEventListener("change", check);
  check();
}

/**
 * The rendered dialog's root element. Foundry V13/V14 call DialogV2's `render` option with the
 * DialogV2 instance (`dialog.element`); the element itself is taken as well.
 */
function dialogRoot(dialog: unknown): HTMLElement | null {
  const element = (dialog as { element?: unknown } | null)?.element;
  const root = element ?? dialog;
  return typeof (root as { querySelector?: unknown } | null)?.querySelector === "function"
    ? (root as HTMLElement)
    : null;
}

/**
 * Asks every choice `race` has in one dialog. Resolves with the raw answers (parsed and checked
 * by the caller), or null when the user cancels or closes the dialog.
 */
export async function promptRaceChoices(args: {
  race: RaceDef;
  actorName: string;
  options: ChoiceOptions;
  previous?: RaceChoices;
  mode: DialogMode;
}): Promise<RaceChoices | null> {
  const { race, actorName, options, previous, mode } = args;
  const initial = defaultChoices(race, options, previous);
  const content = await renderTemplate(
    CHOICES_TEMPLATE,
    choicesContext(race, actorName, options, initial, mode),
  );
  const result = await dialogWait({
    window: {
      title: t(mode === "add" ? "Drop.Title" : "Drop.TitleChange", { race: race.nameIs }),
      icon: "fa-solid fa-dna",
    },
    classes: ["kynthaettir-race-choices"],
    position: { width: 520 },
    content,
    modal: true,
    rejectClose: false,
    buttons: [
      {
        action: "confirm",
        label: t(mode === "add" ? "Drop.Confirm" : "Drop.ConfirmChange"),
        icon: "fa-solid fa-check",
        default: true,
        callback: (_event, button) => formValues(button.form),
      },
      { action: "cancel", label: t("Drop.Cancel"), icon: "fa-solid fa-xmark" },
    ],
    render: (_event, dialog) => watchForm(race, options, dialogRoot(dialog)),
  });
  if (typeof result !== "object" || result === null) return null;
  return parseChoicesForm(race, result as Record<string, unknown>);
}

/**
 * "Replace the race?": the actor already has `oldName`. `foreign` notes that a race from another
 * source may have changed the character through dnd5e's advancements, which stay.
 */
export async function confirmReplace(args: {
  actorName: string;
  oldName: string;
  race: RaceDef;
  foreign: boolean;
}): Promise<boolean> {
  const { actorName, oldName, race, foreign } = args;
  const data = { actor: escapeHtml(actorName), old: escapeHtml(oldName), race: escapeHtml(race.nameIs) };
  const note = foreign ? `<p class="hint">${escapeHtml(t("Drop.Replace.ForeignNote"))}</p>` : "";
  const answer = await dialogConfirm({
    window: { title: t("Drop.Replace.Title"), icon: "fa-solid fa-right-left" },
    content: `<p>${t("Drop.Replace.Content", data)}</p>${note}`,
    modal: true,
    rejectClose: false,
    yes: { label: t("Drop.Replace.Yes"), icon: "fa-solid fa-right-left" },
    no: { label: t("Drop.Replace.No"), icon: "fa-solid fa-xmark", default: true },
  });
  return answer === true;
}
