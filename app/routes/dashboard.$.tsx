/**
 * The spec: any other dashboard sub-route falls back to the welcome screen (the purchases and
 * subscription screens arrive with payments).
 */
export { default, loader } from "./dashboard._index";
