import { createServer, type IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpMailer } from "./mail";

describe("HTTP mail transport", () => {
  let close: () => void = () => {};
  afterEach(() => close());

  async function mailApi(status: number) {
    const received: { headers: IncomingMessage["headers"]; body: unknown }[] = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const address = server.address() as { port: number };
    return { url: `http://127.0.0.1:${address.port}/send`, received };
  }

  it("posts the message as JSON with the key as a bearer token", async () => {
    const api = await mailApi(202);
    const mailer = createHttpMailer({ apiUrl: api.url, apiKey: "key-123", from: "Moneywise <no-reply@moneywise.example>" });
    await mailer.send({ to: "ana@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" });
    expect(api.received).toHaveLength(1);
    expect(api.received[0]!.headers.authorization).toBe("Bearer key-123");
    expect(api.received[0]!.headers["content-type"]).toBe("application/json");
    expect(api.received[0]!.body).toEqual({
      from: "Moneywise <no-reply@moneywise.example>",
      to: "ana@example.com",
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
    });
  });

  it("passes a message's own headers on (the notifications' one-click unsubscribe)", async () => {
    const api = await mailApi(202);
    const mailer = createHttpMailer({ apiUrl: api.url, apiKey: "key-123", from: "x@example.com" });
    const headers = {
      "List-Unsubscribe": "<https://moneywise.example/community/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await mailer.send({ to: "ana@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>", headers });
    expect(api.received[0]!.body).toMatchObject({ headers });
  });

  it("sends a subject and headers on one line each, whatever line breaks typed text brought (header injection)", async () => {
    const api = await mailApi(202);
    const mailer = createHttpMailer({ apiUrl: api.url, apiKey: "key-123", from: "x@example.com" });
    await mailer.send({
      to: "ana@example.com",
      subject: "We received your request: Help\r\nBcc: everyone@example.com",
      text: "Line one\r\nLine two",
      html: "<p>Hello</p>",
      headers: { "X-Thread": "t1\nBcc: more@example.com" },
    });
    expect(api.received[0]!.body).toMatchObject({
      subject: "We received your request: Help Bcc: everyone@example.com",
      // The body keeps its lines: only headers are one line.
      text: "Line one\r\nLine two",
      headers: { "X-Thread": "t1 Bcc: more@example.com" },
    });
  });

  it("sends attachments in base64 with their type, so a calendar file's non-ASCII text arrives intact", async () => {
    const api = await mailApi(202);
    const mailer = createHttpMailer({ apiUrl: api.url, apiKey: "key-123", from: "x@example.com" });
    const content = "BEGIN:VCALENDAR\r\nSUMMARY:Épargne — 税金\r\nEND:VCALENDAR\r\n";
    await mailer.send({
      to: "ana@example.com",
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
      attachments: [{ filename: "event.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content }],
    });
    const body = api.received[0]!.body as { attachments: { filename: string; content_type: string; content: string }[] };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]).toMatchObject({ filename: "event.ics", content_type: "text/calendar; charset=utf-8; method=REQUEST" });
    expect(Buffer.from(body.attachments[0]!.content, "base64").toString("utf8")).toBe(content);
  });

  it("fails loudly when the API refuses the message", async () => {
    const api = await mailApi(500);
    const mailer = createHttpMailer({ apiUrl: api.url, apiKey: undefined, from: "x@example.com" });
    await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t", html: "h" })).rejects.toThrow(/500/);
  });
});
