/**
 * "Sjálfspróf": a GM-only check, run in the live world, of what the module does there — every race
 * added, re-chosen and removed through the same code a drop uses, and a breath decided as a GM
 * decides one — on temporary documents only, all deleted again even when a step fails or the GM
 * stops it. Ends with a report (each check, expected and actual, the versions and modules) that
 * the GM can copy into a bug report. `npm test` runs the same code in the harness on every
 * supported stack.
 */
import { MODULE_ID } from "../content/ids";
import { dialogWait, escapeHtml, isGM, notify, t } from "../foundry/adapter";
import { stackName, unsupportedNotice } from "../foundry/stack";
import { copyText, versions } from "../foundry/temp-documents";
import { currentAsiMode } from "../settings";
import { Sandbox } from "./sandbox";
import { checkBreath } from "./breath-check";
import { checkAllRaces, createScratchActor, worldUnits, type Check, type StepContext } from "./steps";
import { checkAllSpecies24 } from "./species24-check";

export interface SelfCheckReport {
  readonly checks: readonly Check[];
  readonly passed: boolean;
  /** The GM stopped the check before it was done. */
  readonly stopped: boolean;
  /** Documents the check created and could not delete (UUIDs): empty unless something refused. */
  readonly leftBehind: readonly string[];
  readonly versions: ReturnType<typeof versions>;
  readonly stack: string;
}

export interface SelfCheckOptions {
  /** Called before each step with its id; for tests, which make a step fail by throwing. */
  readonly inject?: (step: string) => void;
}

/** The report as plain text, for a bug report. */
export function reportText(report: SelfCheckReport): string {
  const v = report.versions;
  const lines = [
    t("SelfCheck.Report.Heading", {
      result: report.passed ? t("SelfCheck.Passed") : t("SelfCheck.FailedSummary"),
    }),
    `${v.title} (${MODULE_ID}) ${v.module}; ${report.stack}`,
    t("SelfCheck.Report.Modules", { modules: v.modules.join(", ") }),
    ...(report.stopped ? [t("SelfCheck.Stopped")] : []),
    ...(report.leftBehind.length
      ? [t("SelfCheck.Report.LeftBehind", { uuids: report.leftBehind.join(", ") })]
      : []),
    "",
    ...report.checks.map((c) =>
      [
        `${c.ok ? "✓" : "✗"} ${c.label}`,
        ...(c.ok
          ? []
          : [
              `    ${t("SelfCheck.Report.Expected", { value: c.expected })}`,
              `    ${t("SelfCheck.Report.Actual", { value: c.actual })}`,
            ]),
      ].join("\n"),
    ),
  ];
  return lines.join("\n");
}

/** One check as a table row: marked ✓/✗ as well as coloured, so it reads without colour too. */
function checkRow(c: Check): string {
  const mark = c.ok ? "✓" : "✗";
  const state = t(c.ok ? "SelfCheck.Report.Pass" : "SelfCheck.Report.Fail");
  const cells = c.ok
    ? `<td colspan="3">${escapeHtml(c.label)}</td>`
    : `<td>${escapeHtml(c.label)}</td><td>${escapeHtml(c.expected)}</td><td>${escapeHtml(c.actual)}</td>`;
  return `<tr class="${c.ok ? "pass" : "fail"}"><td class="mark" title="${escapeHtml(state)}"><span aria-hidden="true">${mark}</span><span class="sr-only">${escapeHtml(state)}</span></td>${cells}</tr>`;
}

/**
 * The report window: the summary, failures first with what was expected and what came out, the
 * passed checks folded under one line, and the versions; the window scrolls, not the page.
 */
function reportHtml(report: SelfCheckReport): string {
  const failed = report.checks.filter((c) => !c.ok);
  const passed = report.checks.filter((c) => c.ok);
  const v = report.versions;
  const head = `<thead><tr><th></th><th>${escapeHtml(t("SelfCheck.Check.Header"))}</th><th>${escapeHtml(t("SelfCheck.Expected"))}</th><th>${escapeHtml(t("SelfCheck.Actual"))}</th></tr></thead>`;
  return [
    `<p class="kynthaettir-self-check-summary ${report.passed ? "pass" : "fail"}">${escapeHtml(report.passed ? t("SelfCheck.Passed") : t("SelfCheck.FailedSummary"))}</p>`,
    report.stopped ? `<p>${escapeHtml(t("SelfCheck.Stopped"))}</p>` : "",
    report.leftBehind.length
      ? `<p>${escapeHtml(t("SelfCheck.Report.LeftBehind", { uuids: report.leftBehind.join(", ") }))}</p>`
      : "",
    `<div class="kynthaettir-self-check-body">`,
    failed.length
      ? `<table class="kynthaettir-self-check failures">${head}<tbody>${failed.map(checkRow).join("")}</tbody></table>`
      : "",
    passed.length
      ? `<details class="kynthaettir-self-check-passed"><summary>${escapeHtml(t("SelfCheck.Report.PassedCount", { count: passed.length }))}</summary><table class="kynthaettir-self-check"><tbody>${passed.map(checkRow).join("")}</tbody></table></details>`
      : "",
    `</div>`,
    `<p class="kynthaettir-self-check-versions">${escapeHtml(`${v.title} ${v.module}; ${report.stack}`)}</p>`,
    `<p class="kynthaettir-self-check-versions">${escapeHtml(t("SelfCheck.Report.Modules", { modules: v.modules.join(", ") }))}</p>`,
  ].join("");
}

async function showReport(report: SelfCheckReport): Promise<void> {
  const text = reportText(report);
  await dialogWait({
    window: { title: t("SelfCheck.Title"), icon: "fa-solid fa-stethoscope" },
    classes: ["kynthaettir-self-check-report"],
    position: { width: 640 },
    content: reportHtml(report),
    modal: false,
    rejectClose: false,
    buttons: [
      {
        action: "copy",
        label: t("SelfCheck.Copy"),
        icon: "fa-solid fa-copy",
        default: true,
        callback: async () => {
          notify("info", (await copyText(text)) ? "SelfCheck.Copied" : "SelfCheck.CopyFailed");
        },
      },
      { action: "close", label: t("SelfCheck.Close"), icon: "fa-solid fa-xmark" },
    ],
  });
}

/** A window that stays open while the check runs; closing it (or "Stop") stops the check. */
function openProgress(onStop: () => void): { close(): Promise<void> } {
  let app: { close(): Promise<unknown> } | null = null;
  let done = false;
  void dialogWait({
    window: { title: t("SelfCheck.Title"), icon: "fa-solid fa-stethoscope" },
    content: `<p>${escapeHtml(t("SelfCheck.Running"))}</p>`,
    modal: false,
    rejectClose: false,
    buttons: [{ action: "stop", label: t("SelfCheck.Stop"), icon: "fa-solid fa-stop" }],
    render: (_event, dialog) => {
      app = dialog as unknown as { close(): Promise<unknown> };
    },
  }).then(() => {
    if (!done) onStop();
  });
  return {
    async close() {
      done = true;
      await app?.close();
    },
  };
}

/** Runs the self-check (GM only) and shows its report; resolves with the report, or null for a player. */
export async function runSelfCheck(options: SelfCheckOptions = {}): Promise<SelfCheckReport | null> {
  if (!isGM()) {
    notify("warn", "SelfCheck.GMOnly");
    return null;
  }
  // Every race would be refused the same way: one notice says why instead.
  const unsupported = unsupportedNotice();
  if (unsupported) {
    notify("warn", unsupported);
    return null;
  }
  const checks: Check[] = [];
  const sandbox = new Sandbox();
  let stopped = false;
  const progress = openProgress(() => (stopped = true));
  const inject = options.inject ?? ((): void => undefined);
  const ctx: StepContext = {
    sandbox,
    mode: currentAsiMode(),
    units: worldUnits(),
    record: (c) => checks.push(c),
    actor: null,
  };
  let leftBehind: string[] = [];
  try {
    inject("setup");
    await createScratchActor(ctx);
    await checkAllRaces(ctx, () => stopped, inject);
    if (!stopped) await checkAllSpecies24(ctx, () => stopped, inject);
    if (!stopped) await checkBreath(ctx, inject);
  } catch (error) {
    console.error(`${MODULE_ID} | the self-check failed`, error);
    checks.push({
      id: "error",
      label: t("SelfCheck.Check.Error"),
      ok: false,
      expected: "",
      actual: String(error),
    });
  } finally {
    leftBehind = await sandbox.clear();
    await progress.close();
  }
  const report: SelfCheckReport = {
    checks,
    passed: !stopped && leftBehind.length === 0 && checks.length > 0 && checks.every((c) => c.ok),
    stopped,
    leftBehind,
    versions: versions(),
    stack: stackName(),
  };
  await showReport(report);
  return report;
}
