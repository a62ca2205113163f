/**
 * A scene with tokens, measured templates and regions, and the `canvas` the module reads: grid
 * size, distance and units, `canvas.tokens.placeables`, `setTargets`, token centres,
 * `canvas.regions` (V14: `placeRegion`, see placement.ts) and `canvas.level` (V14 scene levels).
 * Tokens carry `sight` and `detectionModes` (Foundry's token schema); on dnd5e 6 they follow the
 * actor's senses (vision.ts).
 * Linked tokens (`actorLink: true`) represent the world actor itself; an unlinked token has its own
 * synthetic Actor (`token.actor`, `actor.isToken`), built from the base world actor and the token's
 * `delta` (ActorDelta, synthetic.ts), rebuilt whenever either changes, gone with the token.
 */
import { Collection } from "./collection";
import {
  Actor,
  BaseDocument,
  defaultTokenSight,
  documentClassFor,
  registerDocumentClass,
  type DocumentClass,
  type DocumentContext,
  type PreHookResult,
} from "./documents";
import { deprecated } from "./deprecations";
import { type RegionDocument, str, withDefaults } from "./regions";
import { rt } from "./runtime";
import type { User } from "./users";
import { deepClone, isPlainObject, type Obj } from "./utils";
import { applySenseVision, type VisionHolder } from "./vision";
import { prepareActorData } from "./prepare";
import { applyDelta, cleanDelta } from "./synthetic";

/** Foundry's `CONST.TOKEN_DISPLAY_MODES` (V13 and V14): who sees a token's name. */
export const TOKEN_DISPLAY_MODES = Object.freeze({
  NONE: 0,
  CONTROL: 10,
  OWNER_HOVER: 20,
  HOVER: 30,
  OWNER: 40,
  ALWAYS: 50,
});

/** Whether tokens have `displayName` (from scene.ts `enableTokenDisplayNames` on, in every world). */
export const tokenDisplayNames = { enabled: false };

/** Token number fields with their initial values (Foundry's token schema). */
const TOKEN_NUMBERS = { x: 0, y: 0, width: 1, height: 1, elevation: 0, disposition: -1 };

export class TokenDocument extends BaseDocument {
  static override documentName = "Token";
  static override metadata = { name: "Token", collection: "tokens", label: "DOCUMENT.Token" };
  declare x: number;
  declare y: number;
  declare width: number;
  declare height: number;
  declare elevation: number;
  declare disposition: number;
  declare hidden: boolean;
  declare actorId: string | null;
  declare actorLink: boolean;
  declare sight: Obj & { enabled: boolean; range: number; visionMode: string; angle: number };
  declare detectionModes: VisionHolder["detectionModes"];

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.sight = withDefaults(defaultTokenSight(), source.sight);
    source.detectionModes = Array.isArray(source.detectionModes) ? source.detectionModes : [];
    for (const [key, initial] of Object.entries(TOKEN_NUMBERS)) source[key] = Number(source[key] ?? initial);
    source.hidden = Boolean(source.hidden);
    source.actorId = str(source.actorId, null);
    source.actorLink = Boolean(source.actorLink);
    source.name = str(source.name, "");
    source.delta = cleanDelta(source.delta, source._id);
    // From the creation data, NONE when not given (Foundry's token schema); updates not modelled.
    const mode = Number(data.displayName);
    if (tokenDisplayNames.enabled)
      source.displayName = Object.values(TOKEN_DISPLAY_MODES).includes(mode as 0)
        ? mode
        : TOKEN_DISPLAY_MODES.NONE;
    return source;
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    for (const key of Object.keys(TOKEN_NUMBERS)) Reflect.set(this, key, Number(s[key]));
    this.hidden = Boolean(s.hidden);
    this.actorId = str(s.actorId, null);
    this.actorLink = Boolean(s.actorLink);
    this.sight = deepClone(s.sight as TokenDocument["sight"]);
    this.detectionModes = deepClone(s.detectionModes as TokenDocument["detectionModes"]);
    // The ActorDelta's id is the token's (Foundry's TokenDocument gives it `{_id: this.id}`).
    if (isPlainObject(s.delta)) s.delta._id = s._id ?? null;
    rebuildSynthetic(this);
    if (tokenDisplayNames.enabled) Reflect.set(this, "displayName", Number(s.displayName ?? 0));
  }

  /** Prepares the synthetic actor (an unlinked token's) before the token's own derived data. */
  override prepareEmbeddedDocuments(): void {
    super.prepareEmbeddedDocuments();
    preparedSynthetic(this);
  }

  /** dnd5e 6 `TokenDocument5e#_prepareDetectionModes` → senseVisionSync (vision.ts); nothing on 5.3. */
  override prepareDerivedData(): void {
    const actor = this.actor as (BaseDocument & { system: Obj }) | null;
    if (actor) applySenseVision(this, actor);
  }

  /** Foundry `TokenDocument#baseActor`: the world actor this token represents. */
  get baseActor(): Actor | null {
    return worldActor(this.actorId);
  }

  /** Foundry `TokenDocument#isLinked`. */
  get isLinked(): boolean {
    return this.actorLink;
  }

  /**
   * The actor this token represents: the world actor when linked; when unlinked, the token's own
   * synthetic actor (`isToken`, parent = this token, UUID `Scene.x.Token.y.Actor.<baseId>`).
   * Null without a world actor.
   */
  get actor(): Actor | null {
    const base = this.baseActor;
    if (!base || this.actorLink) return base;
    if (SYNTHETIC.get(this)?.id !== base.id) rebuildSynthetic(this);
    return preparedSynthetic(this);
  }

  /** Foundry `TokenDocument#delta`: the token's ActorDelta (its overrides of the base actor). */
  get delta(): ActorDelta {
    let delta = DELTAS.get(this);
    if (!delta) DELTAS.set(this, (delta = new ActorDelta(this)));
    return delta;
  }

  override _syntheticActor(): BaseDocument | null {
    return this.actorLink ? null : (SYNTHETIC.get(this) ?? null);
  }

  /**
   * `getEmbeddedCollection("Actor")`: the synthetic actor while the token is on its scene (so
   * `Scene.x.Token.y.Actor.z` resolves, and the actor's updates find it), empty once deleted.
   */
  override getEmbeddedCollection(embeddedName: string): Collection<BaseDocument> {
    if (embeddedName !== "Actor") return super.getEmbeddedCollection(embeddedName);
    const collection = new Collection<BaseDocument>();
    const placed = this.id !== null && this.parent?.getEmbeddedCollection("Token").get(this.id) === this;
    const actor = placed && !this.actorLink ? this.actor : null;
    if (actor?.id) collection.set(actor.id, actor);
    return collection;
  }

  get object(): Token | null {
    return tokenObjects.get(this) ?? null;
  }

  override canUserModify(user: User, action: "update" | "delete"): boolean {
    if (action === "update") return user.isGM || (this.actor?.testUserPermission(user, "OWNER") ?? false);
    return user.isGM;
  }
}

const TEMPLATE_NUMBERS = ["x", "y", "distance", "direction", "angle", "width"];

/** Core V14 (F1.8): measured templates still work but warn; dnd5e 5.3 hides it, dnd5e 6 does not. */
function templatesDeprecated(message: string): void {
  if (rt().features.coreV14Deprecations) deprecated("core", message, { since: 14, until: 16 });
}

export class MeasuredTemplateDocument extends BaseDocument {
  static override documentName = "MeasuredTemplate";
  static override metadata = {
    name: "MeasuredTemplate",
    collection: "templates",
    label: "DOCUMENT.MeasuredTemplate",
  };
  declare t: string;
  declare x: number;
  declare y: number;
  declare distance: number;
  declare direction: number;
  declare angle: number;
  declare width: number;
  declare author: string | null;

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.t = str(source.t, "circle");
    for (const k of [...TEMPLATE_NUMBERS, "elevation"]) source[k] = Number(source[k] ?? 0);
    source.author = str(source.author, null);
    return source;
  }

  override _initialize(): void {
    super._initialize();
    const s = this._source;
    this.t = String(s.t);
    for (const key of TEMPLATE_NUMBERS) Reflect.set(this, key, Number(s[key]));
    this.author = str(s.author, null);
  }

  override async _preCreate(_data: Obj, _options: Obj, user: User): PreHookResult {
    templatesDeprecated(
      "MeasuredTemplateDocument is deprecated because it has been merged into the Region document.",
    );
    if (!this._source.author) this.updateSource({ author: user.id });
  }

  /** Foundry's MeasuredTemplate: any user with TEMPLATE_CREATE may add one to the scene. */
  static override canUserCreateIn(_parent: BaseDocument, user: User): boolean {
    return user.can("TEMPLATE_CREATE");
  }

  override canUserModify(user: User): boolean {
    return user.isGM || this.author === user.id;
  }
}

export class Scene extends BaseDocument {
  static override documentName = "Scene";
  static override embedded = { Token: "tokens", MeasuredTemplate: "templates", Region: "regions" };
  static override metadata = { name: "Scene", collection: "scenes", label: "DOCUMENT.Scene" };
  declare readonly tokens: Collection<TokenDocument>;
  declare readonly templates: Collection<MeasuredTemplateDocument>;
  declare readonly regions: Collection<RegionDocument>;
  declare grid: { size: number; distance: number; units: string; type: number };
  declare levels: { _id: string; name: string }[];

  constructor(data: Obj, context: DocumentContext = {}) {
    super(data, context);
    // The harness itself reads the templates through getEmbeddedCollection("MeasuredTemplate").
    const templates = this.getEmbeddedCollection("MeasuredTemplate");
    Object.defineProperty(this, "templates", {
      get: () => {
        templatesDeprecated("Scene#templates is deprecated: measured templates are Scene Regions in V14.");
        return templates;
      },
    });
  }

  override _cleanSource(data: Obj): Obj {
    const source = super._cleanSource(data);
    source.name = str(source.name, "Scene");
    // V14 scene levels (F1.3 regionData `levels: [canvas.level.id]`): one level per scene here.
    const levels = Array.isArray(source.levels) && source.levels.length ? source.levels : null;
    source.levels =
      levels ?? (rt().features.generation >= 14 ? [{ _id: rt().randomID(), name: "Level" }] : []);
    source.grid = withDefaults({ size: 100, distance: 5, units: "ft", type: 1 }, source.grid);
    source.width = Number(source.width ?? 4000);
    source.height = Number(source.height ?? 3000);
    return source;
  }

  override _initialize(): void {
    super._initialize();
    this.grid = { ...(this._source.grid as Scene["grid"]) };
    this.levels = deepClone((this._source.levels as Scene["levels"] | undefined) ?? []);
  }

  override canUserModify(user: User): boolean {
    return user.isGM;
  }
}

/** Each unlinked token's synthetic actor, and the tokens whose synthetic actor awaits preparation. */
const SYNTHETIC = new WeakMap<TokenDocument, Actor>();
const UNPREPARED = new WeakSet<TokenDocument>();
const DELTAS = new WeakMap<TokenDocument, ActorDelta>();

function worldActor(id: unknown): Actor | null {
  const actor = typeof id === "string" && id ? rt().collections.get("Actor")?.get(id) : null;
  return actor instanceof Actor ? actor : null;
}

/** The token's synthetic actor, prepared first if it awaits preparation. */
function preparedSynthetic(token: TokenDocument): Actor | null {
  const synthetic = SYNTHETIC.get(token);
  if (synthetic && UNPREPARED.delete(token)) prepareActorData(synthetic);
  return synthetic ?? null;
}

/**
 * (Re)build an unlinked token's synthetic actor from its base actor and delta, keeping the same
 * Actor object (and its items and effects, by id) across rebuilds; prepared on next use.
 */
function rebuildSynthetic(token: TokenDocument): void {
  const s = token._source;
  const base = s.actorLink ? null : worldActor(s.actorId);
  if (!base) {
    SYNTHETIC.delete(token);
    UNPREPARED.delete(token);
    return;
  }
  const data = applyDelta(base.toObject(), isPlainObject(s.delta) ? s.delta : {});
  const existing = SYNTHETIC.get(token);
  if (existing?.id === base.id) existing._replaceSource(data);
  else SYNTHETIC.set(token, new (documentClassFor("Actor"))(data, { parent: token }) as unknown as Actor);
  UNPREPARED.add(token);
}

/**
 * Foundry's ActorDelta (`token.delta`), read-only here: its `_source` is the token's `delta`
 * source; `syntheticActor` is the token's actor when unlinked. Change it through the synthetic
 * actor (`token.actor.update`) or a token update of `delta`.
 */
export class ActorDelta {
  constructor(readonly parent: TokenDocument) {}
  get id(): string | null {
    return this.parent.id;
  }
  get uuid(): string {
    return `${this.parent.uuid}.ActorDelta.${this.id}`;
  }
  get _source(): Obj {
    return this.parent._source.delta as Obj;
  }
  get flags(): Obj {
    return deepClone((this._source.flags as Obj | undefined) ?? {});
  }
  get syntheticActor(): Actor | null {
    return this.parent.actorLink ? null : this.parent.actor;
  }
  toObject(): Obj {
    return deepClone(this._source);
  }
}

registerDocumentClass("Token", TokenDocument as unknown as DocumentClass);
registerDocumentClass("MeasuredTemplate", MeasuredTemplateDocument as unknown as DocumentClass);
registerDocumentClass("Scene", Scene as unknown as DocumentClass);

const tokenObjects = new WeakMap<TokenDocument, Token>();

/** The placeable a user targets and the module measures from. */
export class Token {
  constructor(readonly document: TokenDocument) {
    tokenObjects.set(document, this);
  }
  get id(): string {
    return this.document.id!;
  }
  get name(): string {
    return this.document.name;
  }
  get actor(): Actor | null {
    return this.document.actor;
  }
  /** The centre in pixels: the document's size is in grid squares. */
  get center(): { x: number; y: number } {
    const { x, y, width, height, parent } = this.document;
    const size = parent instanceof Scene ? parent.grid.size : 100;
    return { x: x + (width * size) / 2, y: y + (height * size) / 2 };
  }
  /** Token#setTarget(targeted, {user, releaseOthers}). */
  setTarget(
    targeted = true,
    { user = null, releaseOthers = true }: { user?: User | null; releaseOthers?: boolean } = {},
  ): void {
    const u = user ?? rt().currentUser();
    if (releaseOthers) u.targets.clear();
    if (targeted) u.targets.add(this);
    else u.targets.delete(this);
  }
}
