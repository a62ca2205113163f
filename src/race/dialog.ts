/**
 * The one Icelandic dialog that asks every choice a race has, and the "replace the race?"
 * question. Both are DialogV2; the choice form is `templates/race-choices.hbs`, one section per
 * asked choice as its kind lays it out. The confirm button stays disabled while the answers are
 * invalid, and the flow checks them again, so an invalid combination can never be written.
 */
import { MODULE_ID } from "../content/ids";
import { dialogConfirm, dialogWait, escapeHtml, formValues, renderTemplate, t } from "../foundry/adapter";
import { parseAnswers, presetAnswers, problemsByKind, type AskedChoice } from "./answers";
import type { Answers, ChoiceWorld, DialogSection } from "./choices";

export const CHOICES_TEMPLATE = `modules/${MODULE_ID}/templates/race-choices.hbs`;

export type DialogMode = "add" | "change";

/** A section as the template shows it: its fields, and what is wrong with its answer, if anything. */
export interface ShownSection extends DialogSection {
  problems: string[];
  invalid: boolean;
  /** `aria-invalid` of the section's fields. */
  ariaInvalid: "true" | "false";
  /** The id of the section's problem list, which its fields name in `aria-describedby`. */
  problemsId: string;
}

/** The section with its problems, each field carrying the marks the template writes on it. */
function shownSection(section: DialogSection, problems: string[]): ShownSection {
  const invalid = problems.length > 0;
  const marks = {
    problemsId: `kynthaettir-problems-${section.kind}`,
    invalid,
    ariaInvalid: invalid ? ("true" as const) : ("false" as const),
  };
  return {
    ...section,
    ...marks,
    problems,
    selects: section.selects.map((s) => ({ ...s, ...marks })),
    table: section.table
      ? { ...section.table, rows: section.table.rows.map((r) => ({ ...r, ...marks })) }
      : null,
  };
}

export interface ChoicesContext extends Record<string, unknown> {
  intro: string;
  sections: ShownSection[];
}

/**
 * What the template shows. Labels come from t() and the world's labels; Handlebars escapes every
 * `{{value}}`, so names from compendiums and actors are never read as HTML.
 */
export function choicesContext(args: {
  raceName: string;
  actorName: string;
  choices: readonly AskedChoice[];
  answers: Answers;
  world: ChoiceWorld;
  mode: DialogMode;
}): ChoicesContext {
  const { raceName, actorName, choices, answers, world, mode } = args;
  const problems = problemsByKind(choices, answers, world);
  return {
    intro: t(mode === "add" ? "Drop.Intro" : "Drop.IntroChange", { race: raceName, actor: actorName }),
    sections: choices.map(({ decl, kind, options }) => {
      const own = (problems[decl.kind] ?? []).map((p) => t(p));
      return shownSection(kind.section(decl, options, answers[decl.kind], world), own);
    }),
  };
}

/**
 * Re-checks the answers on every change: each section lists its own problems, its fields are
 * marked `aria-invalid`, and the confirm button is disabled while any remain.
 */
function watchForm(choices: readonly AskedChoice[], world: ChoiceWorld, root: HTMLElement | null): void {
  if (!root) return;
  const form = root.querySelector("form") ?? root.closest("form");
  const submit = root.querySelector<HTMLButtonElement>('button[data-action="confirm"]');
  if (!form) return;
  const check = (): void => {
    const problems = problemsByKind(choices, parseAnswers(choices, formValues(form), world), world);
    let any = false;
    for (const [kind, own] of Object.entries(problems)) {
      any ||= own.length > 0;
      const section = root.querySelector<HTMLElement>(`fieldset[data-choice="${kind}"]`);
      const list = section?.querySelector<HTMLElement>("[data-kynthaettir-problems]");
      if (list) list.innerHTML = own.map((p) => `<li>${escapeHtml(t(p))}</li>`).join("");
      for (const field of section?.querySelectorAll<HTMLElement>("[aria-invalid]") ?? []) {
        field.setAttribute("aria-invalid", own.length ? "true" : "false");
      }
    }
    if (submit) submit.disabled = any;
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
 * Asks every choice in one dialog, preselecting `previous` where still valid. Resolves with the
 * answers as the form holds them (the caller checks them), or null when the user cancels or closes.
 */
export async function promptChoices(args: {
  raceName: string;
  actorName: string;
  choices: readonly AskedChoice[];
  world: ChoiceWorld;
  previous: Answers;
  mode: DialogMode;
}): Promise<Answers | null> {
  const { choices, world, mode } = args;
  const initial = presetAnswers(choices, args.previous, world);
  const content = await renderTemplate(CHOICES_TEMPLATE, choicesContext({ ...args, answers: initial }));
  const result = await dialogWait({
    window: {
      title: t(mode === "add" ? "Drop.Title" : "Drop.TitleChange", { race: args.raceName }),
      icon: "fa-solid fa-dna",
    },
    classes: ["kynthaettir-race-choices"],
    position: { width: 540 },
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
    render: (_event, dialog) => watchForm(choices, world, dialogRoot(dialog)),
  });
  if (typeof result !== "object" || result === null) return null;
  return parseAnswers(choices, result as Record<string, unknown>, world);
}

/** The user's answer to "Replace the race?": replace, replace after dnd5e's undo, or keep it (null). */
export type ReplaceAnswer = "replace" | "undo" | null;

/**
 * "Replace the race?": the actor already has `oldName`. `foreign` notes that a race from another
 * source may have changed the character through dnd5e's advancements; `undoable`, that dnd5e can
 * undo them first (as its own delete offers), which is then the default.
 */
export async function confirmReplace(args: {
  actorName: string;
  oldName: string;
  raceName: string;
  foreign: boolean;
  undoable: boolean;
}): Promise<ReplaceAnswer> {
  const { actorName, oldName, raceName, foreign, undoable } = args;
  const data = { actor: escapeHtml(actorName), old: escapeHtml(oldName), race: escapeHtml(raceName) };
  const window = { title: t("Drop.Replace.Title"), icon: "fa-solid fa-right-left" };
  if (undoable) {
    const answer = await dialogWait({
      window,
      content: `<p>${t("Drop.Replace.Content", data)}</p><p class="hint">${escapeHtml(t("Drop.Replace.UndoNote"))}</p>`,
      modal: true,
      rejectClose: false,
      buttons: [
        { action: "undo", label: t("Drop.Replace.Undo"), icon: "fa-solid fa-rotate-left", default: true },
        { action: "replace", label: t("Drop.Replace.Keep"), icon: "fa-solid fa-right-left" },
        { action: "cancel", label: t("Drop.Replace.No"), icon: "fa-solid fa-xmark" },
      ],
    });
    return answer === "undo" || answer === "replace" ? answer : null;
  }
  const note = foreign ? `<p class="hint">${escapeHtml(t("Drop.Replace.ForeignNote"))}</p>` : "";
  const answer = await dialogConfirm({
    window,
    content: `<p>${t("Drop.Replace.Content", data)}</p>${note}`,
    modal: true,
    rejectClose: false,
    yes: { label: t("Drop.Replace.Yes"), icon: "fa-solid fa-right-left" },
    no: { label: t("Drop.Replace.No"), icon: "fa-solid fa-xmark", default: true },
  });
  return answer === true ? "replace" : null;
}
