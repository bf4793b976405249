/**
 * Posts a hostile member might write (OWASP's XSS filter-evasion cheat sheet, turned into Markdown
 * bodies), and the check their HTML must pass. The unit test runs them through `renderPostHtml` in
 * Node; tests/integration/community-xss-workerd.test.ts runs the same list inside workerd.
 */
import { LINK_REL, POST_ATTRIBUTES, POST_TAGS } from "./post-html";

const SCHEMES = ["javascript", "JaVaScRiPt", "JAVASCRIPT", "vbscript", "VbScript", "data", "DATA", "livescript", "file"];

export const XSS_CORPUS: readonly string[] = [
  // Raw tags, blocks and inline, whole and broken.
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>",
  "<script\n>alert(1)</script\n>",
  "hello <script>alert(1)</script> world",
  "<<script>alert(1);//<</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<img src=`javascript:alert(1)`>",
  '<img """><script>alert("XSS")</script>">',
  "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>",
  "text <img/src='x'/onerror=alert(1)> text",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg/onload=alert(1)//",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<iframe src=javascript:alert(1)></iframe>",
  "<iframe srcdoc='&lt;script&gt;alert(1)&lt;/script&gt;'></iframe>",
  "<object data=javascript:alert(1)></object>",
  "<embed src=javascript:alert(1)>",
  "<body onload=alert(1)>",
  "<div style=\"background-image: url(javascript:alert('XSS'))\">x</div>",
  '<div style="width: expression(alert(1));">x</div>',
  "<style>@import 'https://xss.example/x.css';</style>",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<link rel=stylesheet href=https://xss.example/x.css>",
  '<meta http-equiv=refresh content="0;url=javascript:alert(1)">',
  "<base href=javascript:alert(1)//>",
  "<form action=javascript:alert(1)><button>go</button></form>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<a href=javascript:alert(1)>click</a>",
  '<a href="https://ok.example" onclick="alert(1)">click</a>',
  "<a href=\"jav&#x09;ascript:alert('XSS');\">click</a>",
  "<p onmouseover=alert(1)>hover</p>",
  "<b onmouseover=alert(1)>bold</b>",
  "<!-- <script>alert(1)</script> -->",
  "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  "<div>\n\n<script>alert(1)</script>\n\n</div>",
  "- item <script>alert(1)</script>\n- <img src=x onerror=alert(1)>",
  "> <iframe src=https://xss.example></iframe>",
  "**<svg onload=alert(1)>**",
  "`<script>` and <script>alert(1)</script>",
  // Markdown links and images with hostile addresses, in every casing and disguise.
  ...SCHEMES.map((scheme) => `[click](${scheme}:alert(1))`),
  ...SCHEMES.map((scheme) => `<${scheme}:alert(1)>`),
  ...SCHEMES.map((scheme) => `![x](${scheme}:alert(1))`),
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](&#106;avascript:alert(1))",
  "[click](&#x6A;avascript:alert(1))",
  "[click](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))",
  "[click](javascript&colon;alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](java&#x09;script:alert(1))",
  "[click](java&Tab;script:alert(1))",
  "[click](java%0ascript:alert(1))",
  "[click]( javascript:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click](\\javascript:alert(1))",
  "[click](javascript://%0aalert(1))",
  '[click](javascript:alert(1) "title")',
  '[click](https://ok.example "a" onmouseover="alert(1)")',
  '[click](https://ok.example "x\\" onmouseover=\\"alert(1)")',
  "[click](https://ok.example' onmouseover='alert(1))",
  '[click](https://ok.example"onmouseover="alert(1))',
  '[click](https://ok.example/"><script>alert(1)</script>)',
  "[click][evil]\n\n[evil]: javascript:alert(1)",
  '[click][evil]\n\n[evil]: <javascript:alert(1)> "title"',
  "[evil]\n\n[evil]: data:text/html,<script>alert(1)</script>",
  "[<img src=x onerror=alert(1)>](https://ok.example)",
  "[a](https://ok.example)<script>alert(1)</script>",
  "![<img src=x onerror=alert(1)>](https://ok.example/x.png)",
  '![x" onerror="alert(1)](https://ok.example/x.png)',
  '![x](https://ok.example/x.png" onerror="alert(1))',
  "[![x](javascript:alert(1))](javascript:alert(2))",
  "[**x**](vbscript:msgbox(1))",
  "[x](//xss.example)",
  "[x](/relative/path)",
  // Unicode and encoding tricks.
  "[click](javascript\u0000:alert(1))",
  "[click](\u0001javascript:alert(1))",
  "[click](java\u200bscript:alert(1))",
  "[click](ｊａｖａｓｃｒｉｐｔ:alert(1))",
  "<scr\u0000ipt>alert(1)</scr\u0000ipt>",
  "\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E <script>x</script>",
  "&lt;script&gt;alert(1)&lt;/script&gt; <script>",
  "%3Cscript%3Ealert(1)%3C/script%3E <b>",
  "\\<script>alert(1)\\</script>",
  "```\n</code></pre><script>alert(1)</script>\n```",
  "```html\n<script>alert(1)</script>\n```",
  '```"><script>alert(1)</script>\nx\n```',
  "    <script>alert(1)</script>",
  "| a | b |\n|---|---|\n| <script>alert(1)</script> | <img src=x onerror=alert(1)> |",
  "# <script>alert(1)</script>",
  "Title\n=====\n<img src=x onerror=alert(1)>",
  "1. one\n2. <svg onload=alert(1)>",
  "3) <b onclick=alert(1)>x</b>",
  "- [x] <script>alert(1)</script>",
  "~~<script>alert(1)</script>~~",
  "_<img src=x onerror=alert(1)>_",
  "https://ok.example/<script>alert(1)</script>",
  'www.ok.example/"onmouseover="alert(1)',
  "mailto:x@ok.example?body=<script>alert(1)</script>",
  '<x@ok.example"onmouseover="alert(1)>',
  '<http://ok.example/"onmouseover="alert(1)>',
];

const TAG = new RegExp(`<(/?)([a-z]+)((?: [a-z]+="[^"]*")*)>`, "g");
const ATTRIBUTE = / ([a-z]+)="([^"]*)"/g;
/** An allowed address, with `&` the only character written as a reference (so the browser reads exactly this). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)(?:[^"&<>\s]|&amp;)*$/i;

/**
 * What is wrong with a post's HTML, checked on the text itself (the workerd test has no DOM): every
 * `<` opens one of the allowed tags with only its allowed attributes, every link is an allowed
 * address with the fixed `rel`, and nothing else looks like markup or a handler.
 */
export function postHtmlProblems(html: string): string[] {
  const problems: string[] = [];
  const tags = new Set<string>(POST_TAGS);
  let rest = html;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, name = "", attributes = ""] = match;
    rest = rest.replace(whole, "");
    if (!tags.has(name)) problems.push(`tag <${name}>`);
    if (closing && attributes) problems.push(`attributes on </${name}>`);
    const found = [...attributes.matchAll(ATTRIBUTE)];
    for (const [, attribute = "", value = ""] of found) {
      if (!(POST_ATTRIBUTES[name] ?? []).includes(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
      if (attribute === "href" && !SAFE_HREF.test(value)) problems.push(`href ${value}`);
      if (attribute === "rel" && value !== LINK_REL) problems.push(`rel ${value}`);
      if (attribute === "start" && !/^\d+$/.test(value)) problems.push(`start ${value}`);
    }
    if (name === "a" && !closing && found.length !== 2) problems.push("a link without its href and rel");
  }
  // What is left is text: it may hold no markup at all.
  if (/[<>]/.test(rest)) problems.push(`markup outside the allowed tags: ${rest.slice(0, 80)}`);
  return problems;
}
