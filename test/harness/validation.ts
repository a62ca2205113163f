/**
 * Data-model validation errors as Foundry V13/V14 report them: a `DataModelValidationError` whose
 * message names the document and nests the failing fields, e.g.
 *
 *     Actor [YgAe3OgrQcj8Pb6L] validation errors:
 *       system:
 *         stress:
 *           max: must be an integer
 *
 * (reproduced on V13 and V14 in mkscho63/sta#275; a new document has no id: "Actor5e validation
 * errors:" in Sayshal/hero-mancer#76). The harness raises a FieldValidationError where a field
 * refuses its value and the document turns it into that message.
 */
export class FieldValidationError extends Error {
  readonly path: string[];
  readonly failure: string;

  constructor(failure: string, path: string[] = []) {
    super(`${path.join(".")}: ${failure}`);
    this.failure = failure;
    this.path = path;
  }

  /** The same failure one level further out (`key` is the field that holds the failing one). */
  under(...keys: string[]): FieldValidationError {
    return new FieldValidationError(this.failure, [...keys, ...this.path]);
  }

  /** Foundry's nested listing of the failing field, indented under the document's heading. */
  listing(): string {
    const last = this.path.length - 1;
    return this.path
      .map((key, depth) => `${"  ".repeat(depth + 1)}${key}: ${depth === last ? this.failure : ""}`)
      .join("\n");
  }
}

/** Run `fn`; a field's validation failure becomes the document's `DataModelValidationError`. */
export function validating<T>(documentName: string, id: string | null, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof FieldValidationError)) throw error;
    const heading = id ? `${documentName} [${id}] validation errors:` : `${documentName} validation errors:`;
    const out = new Error(`${heading}\n${error.listing()}`);
    out.name = "DataModelValidationError";
    throw out;
  }
}
