import { writeSources } from "./sources";

const count = await writeSources();
console.log(`wrote ${count} pack source documents into packs/_source`);
