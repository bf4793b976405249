/** What esbuild's automatic JSX imports from the import source itself: `createElement`, for an element that spreads props before its `key`. */
export { createElement } from "react";
