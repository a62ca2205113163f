/**
 * V14's `foundry.data.operators.ForcedDeletion` (API page foundry.data.operators.ForcedDeletion;
 * foundryvtt/foundryvtt#13090): an update value that deletes its key, made by `create()`. V14 still
 * honours the legacy `-=key` / `==key` syntax but logs a compatibility warning naming the operator
 * (since 14, removed in 16), which dnd5e 5.3.3's excludePatterns hide and dnd5e 6 shows. V13 has no
 * operators: there a ForcedDeletion is an unknown value like any other. The document code reads
 * deletions in one form, `-=key: null`; on V14 `legacyDeletions` turns each operator into it and
 * reports the legacy keys a caller wrote.
 */
import { deprecated } from "./deprecations";
import { isPlainObject, type Obj } from "./utils";

// Foundry's shape: a class whose instances mean "delete", told apart by instanceof.
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
export class ForcedDeletion {
  static create(): ForcedDeletion {
    return DELETE;
  }
}

const DELETE = new ForcedDeletion();

function warnLegacy(key: string): void {
  const bare = key.slice(2);
  deprecated(
    "core",
    `You are specifying a forced deletion or replacement key "${key}" using legacy syntax which should be ` +
      `migrated to instead pass {${bare}: foundry.data.operators.ForcedDeletion.create()}.`,
    { since: 14, until: 16 },
  );
}

/** `changes` with each ForcedDeletion value as a `-=key: null` entry; on V14 each legacy key a caller wrote is logged. */
export function legacyDeletions(changes: Obj, v14: boolean): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split(".");
    if (v14) for (const part of parts) if (part.startsWith("-=") || part.startsWith("==")) warnLegacy(part);
    if (v14 && value instanceof ForcedDeletion) {
      parts.push(`-=${parts.pop()!}`);
      out[parts.join(".")] = null;
    } else out[key] = isPlainObject(value) ? legacyDeletions(value, v14) : value;
  }
  return out;
}
