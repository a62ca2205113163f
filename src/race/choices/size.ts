/** Size, Small or Medium, for the 2024 human and tieflings (SRD 5.2: "chosen when you select this species"). */
import { size } from "../../effects/changes";
import { CHOICE } from "../../content/ids";
import { registerChoiceKind } from "./kind";
import { pickKind } from "./pick";

const SIZES = ["med", "sm"] as const;
type SizeId = (typeof SIZES)[number];
const isSize = (value: unknown): value is SizeId => value === "sm" || value === "med";

/** Each size's name, as the module's strings give it (one literal key per size). */
const SIZE_KEYS: Readonly<Record<SizeId, string>> = {
  med: "Choice.speciesSize.Medium",
  sm: "Choice.speciesSize.Small",
};

export const sizeKind = pickKind({
  id: CHOICE.speciesSize,
  options: (decl, world) =>
    SIZES.filter((id) => !decl.pool || decl.pool.includes(id)).map((id) => ({
      value: id,
      label: world.t(SIZE_KEYS[id]),
    })),
  changes: ([id]) => (isSize(id) ? [size(id)] : []),
});

registerChoiceKind(sizeKind);
