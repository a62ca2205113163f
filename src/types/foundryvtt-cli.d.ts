// The Foundry CLI ships no TypeScript types; these cover the two calls the build makes.
declare module "@foundryvtt/foundryvtt-cli" {
  export interface PackEntryContext {
    documentType?: string;
    folder?: string;
  }
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    recursive?: boolean;
    transformEntry?: (entry: Record<string, unknown>) => Promise<boolean | undefined> | boolean | undefined;
  }
  export interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    clean?: boolean;
    folders?: boolean;
    omitVolatile?: boolean;
    jsonOptions?: { space?: string | number };
    transformEntry?: (
      entry: Record<string, unknown>,
      context: PackEntryContext,
    ) => Promise<boolean | undefined> | boolean | undefined;
    transformName?: (
      entry: Record<string, unknown>,
      context: PackEntryContext,
    ) => Promise<string | undefined> | string | undefined;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
