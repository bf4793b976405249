// React's Node server renderer, which the Node server's build bundles by name (app/document-stream.node.ts,
// ADR 055); @types/react-dom types it only as "react-dom/server".
declare module "react-dom/server.node" {
  export { renderToPipeableStream } from "react-dom/server";
}
