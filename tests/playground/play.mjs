// Plays whole games in the playground in Chromium (puppeteer-core driving the
// system browser: nothing is downloaded), the four at once in pages of one
// browser, every move made the way a person would: a click on the drawn board
// where the move happens (then its line in the list when several moves happen
// there), else the move's labelled button, or its form filled in and sent
// (checked with validate_only first). The moves followed are the server's
// suggestions (they end the game); the page's autoplay is never used.
// Usage: node play.mjs <base url> <screenshot dir> <game:players:seed[:variant[:rare kinds,...]]>...
// Prints one JSON line per game: {game, moves, boardClicks, listClicks, formSends, keyPresses, outcome, errors, ...}.
import puppeteer from "puppeteer-core";

const [base, shots, ...specs] = process.argv.slice(2);
const LIVE_TAB_GAME = "nottingham";  // the game whose second tab is checked
// PLAY_TRACE=1: each step on stderr.
const trace = process.env.PLAY_TRACE ? (...a) => console.error(new Date().toISOString(), ...a) : () => {};

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  protocolTimeout: 0,
  // Pages play side by side: none of them is throttled as a background tab.
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
         "--disable-backgrounding-occluded-windows"],
});
try {
  await Promise.all(specs.map((spec) => play(...spec.split(":"))));
} finally {
  await browser.close();
}

// WCAG 2 contrast of the page as drawn: every text (HTML and SVG) against
// what lies under it (4.5:1, or 3:1 for large text), every piece (a shape
// marked `mark`) by its fill or its outline against what lies under it (3:1).
// Returns the failures.
function contrastFailures() {
  const rgb = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c || ""); if (!m) return null;
    const v = m[1].split(",").map(Number); return v.length > 3 && v[3] === 0 ? null : v.slice(0, 3); };
  const lum = ([r, g, b]) => [r, g, b].map((x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; })
    .reduce((a, x, i) => a + x * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const paint = (e) => { const cs = getComputedStyle(e);
    return e instanceof SVGElement ? rgb(cs.fill) : rgb(cs.backgroundColor); };
  // The colour under element `e` at its centre: the first painted thing below it.
  const under = (e) => {
    const r = e.getBoundingClientRect();
    const stack = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    for (const o of stack.slice(stack.indexOf(e) + 1)) {
      if (o.tagName === "text" || o.tagName === "title" || o.tagName === "g" || o.tagName === "line") continue;
      const c = o.tagName === "svg" ? rgb(getComputedStyle(o).backgroundColor) : paint(o);
      if (c) return c;
    }
    return [255, 255, 255];
  };
  const fails = [];
  const visible = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.y < innerHeight && r.bottom > 0; };
  for (const e of document.querySelectorAll("body *")) {
    if (!visible(e) || ["SCRIPT", "STYLE", "title"].includes(e.tagName)) continue;
    const cs = getComputedStyle(e);
    if (e.tagName === "text") {
      const fill = rgb(cs.fill);
      const halo = cs.paintOrder.startsWith("stroke") && rgb(cs.stroke);
      const bg = halo || under(e);
      const size = e.getBoundingClientRect().height;
      const need = size >= 24 || (size >= 18.5 && +cs.fontWeight >= 700) ? 3 : 4.5;
      if (fill && ratio(fill, bg) < need) fails.push(`text "${e.textContent.slice(0, 30)}" ${ratio(fill, bg).toFixed(2)}`);
    } else if (e instanceof SVGGeometryElement && e.classList.contains("mark")) {
      const bg = under(e);
      const fill = rgb(cs.fill), stroke = cs.strokeWidth !== "0px" && rgb(cs.stroke);
      const best = Math.max(fill ? ratio(fill, bg) : 1, stroke ? ratio(stroke, bg) : 1);
      if (best < 3) fails.push(`piece ${e.tagName} ${best.toFixed(2)}`);
    } else if (!(e instanceof SVGElement) && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) {
      const fg = rgb(cs.color);
      let bgEl = e, bg = null;
      while (bgEl && !(bg = rgb(getComputedStyle(bgEl).backgroundColor))) bgEl = bgEl.parentElement;
      const big = parseFloat(cs.fontSize) >= 24 || (parseFloat(cs.fontSize) >= 18.5 && +cs.fontWeight >= 700);
      if (fg && ratio(fg, bg || [255, 255, 255]) < (big ? 3 : 4.5)) fails.push(`${e.tagName} "${e.textContent.trim().slice(0, 30)}" ${ratio(fg, bg || [255, 255, 255]).toFixed(2)}`);
    }
  }
  return fails;
}

// Every seat's pieces (traders and merchants) drawn by the page on every
// ground a piece can lie on (each named colour, the board), alone on the
// page: a final position puts only some of them side by side.
function piecesOnEveryGround() {
  const board = getComputedStyle(document.getElementById("board")).backgroundColor.match(/\d+/g)
    .slice(0, 3).map((x) => (+x).toString(16).padStart(2, "0")).join("");
  const grounds = [...new Set([...Object.values(NAMED_COLOURS), `#${board}`])];
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("width", 40 * SEAT_COLOURS.length * 2);
  svg.setAttribute("height", 40 * grounds.length);
  grounds.forEach((ground, row) => SEAT_COLOURS.forEach((_, seat) => [false, true].forEach((merchant, m) => {
    const x = 40 * (2 * seat + m), y = 40 * row;
    el("rect", { x, y, width: 40, height: 40, fill: ground }, svg);
    drawPiece(svg, x + 20, y + 20, { seat, merchant }, 6, ground);
  })));
  document.body.replaceChildren(svg);
  return grounds.length * SEAT_COLOURS.length * 2;
}

// What a person would do next, from the page: the suggested move, where on
// the board it happens (a point that hits that target), or its list button,
// or the form of its template with the values to type.
function nextStep(rare) {
  if (S.view.outcome) return { over: true };
  const legal = S.legal;
  let i = legal.suggested;
  if (i === undefined) return { idle: true };
  // A kind played rarely (`rare`: kind -> times left) gives way to ending the turn.
  const rarely = rare[kindOf(legal.moves[i])];
  const end = legal.moves.findIndex((m) => kindOf(m) === "endTurn");
  if (rarely !== undefined && rarely <= 0 && end >= 0) i = end;
  const move = legal.moves[i], kind = kindOf(move);
  const version = +S.view.version;
  const key = (TARGET_KEYS[S.game] || (() => null))(move);
  const target = key == null ? null : [...document.querySelectorAll("#board .target")].find((t) => t.dataset.key === key);
  let missed = null;
  if (target) {
    // A person scrolls the board back into sight (a click far down a long
    // move list scrolled the page) before clicking on it.
    target.scrollIntoView({ block: "nearest", inline: "nearest" });
    // A point of the target that is not covered by something else.
    for (const shape of [target, ...target.querySelectorAll(".mark, rect, circle, path, text")]) {
      const r = shape.getBoundingClientRect();
      const x = r.x + r.width / 2, y = r.y + r.height / 2;
      const hitAt = document.elementFromPoint(x, y);
      if (hitAt && hitAt.closest(".target") === target) return { i, version, board: { x, y }, key, several: legal.moves.filter((m, j) => (TARGET_KEYS[S.game])(m) === key).length > 1 };
      const over = hitAt && hitAt.closest(".target");
      missed = missed || { x, y, covered: hitAt ? `${hitAt.tagName}${over ? " of " + over.dataset.key : ""}` : "nothing: off screen" };
    }
  } else if (key != null) missed = { absent: true, targets: document.querySelectorAll("#board .target").length };
  // A template's form, when its fields can hold this move: the values to type.
  const form = [...document.querySelectorAll("#templates form")].find((f) => f.dataset.kind.replace(/_(.)/g, (_, c) => c.toUpperCase()) === kind);
  if (form) {
    const body = move[kind];
    const leaves = [];
    const walk = (o, path) => { for (const [k, v] of Object.entries(o || {})) {
      if (v && typeof v === "object" && !Array.isArray(v)) walk(v, [...path, k]); else leaves.push([[...path, k].join("."), v]); } };
    walk(body, []);
    const names = [...form.querySelectorAll("input")].map((x) => x.name);
    if (leaves.every(([n]) => names.includes(n))) {
      const values = Object.fromEntries(leaves.map(([n, v]) => [n, Array.isArray(v) ? v.join(",") : String(v)]));
      // Only the fields whose value must change are typed in.
      const fills = names.map((n) => [n, values[n] === undefined ? (form.querySelector(`input[name="${n}"]`).dataset.kind === "number" ? "0" : "") : values[n]])
        .filter(([n, v]) => form.querySelector(`input[name="${n}"]`).value !== v);
      return { i, version, form: form.dataset.kind, fills };
    }
  }
  return { i, version, list: true, kind, key, missed };
}

// A click by selector, as a person clicks what is on the screen now: the
// page redraws a panel whenever an update arrives from the event stream, so
// the element found may be replaced before the click lands; find it again.
async function clickNow(page, selector) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.click(selector);
    } catch (e) {
      if (attempt >= 20 || !/detached|not clickable|No node found/i.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function play(game, players, seed, variant = "", rarely = "") {
// Move kinds a person here makes twice at most (then ends the turn instead):
// Nuremberg's trade offers, which each cost the others a move to answer.
const rare = Object.fromEntries(rarely.split(",").filter(Boolean).map((k) => [k, 2]));
const shot = `${shots}/${game}.png`;
const errors = [];
const result = { game, boardClicks: 0, lostClicks: 0, listClicks: 0, offBoard: 0, offBoardSeen: [], formSends: 0, keyPresses: 0, choices: 0 };
let stall = null;
try {
  // A browser context of its own, as another person's browser: a browser
  // holds at most six connections to one server, and each page keeps one
  // open for its event stream (two here for Nottingham's second tab).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(0);  // no time limits (see below)
  await page.setViewport({ width: 1400, height: 1000 });
  // The rejections this script provokes on purpose are logged by the browser
  // as failed loads (4xx): those alone are expected, one for each.
  let provoked = 0;
  page.on("console", (m) => {
    if (m.type() === "error" && provoked > 0 && /Failed to load resource: .* 4\d\d/.test(m.text())) provoked -= 1;
    else if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  // The same game on every run and machine: the seed deals it, and the
  // request id names its game id (a MAC of it under the server's token key),
  // on which the server's suggestions depend. Then opened as a link to it
  // with every seat's token, as the page itself leaves it after creating one.
  const created = await fetch(`${base}/v1/games`, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, players: +players, seed, variant, requestId: `browser-test:${game}:${players}:${seed}:${variant}` }) });
  if (!created.ok) throw new Error(`CreateGame: ${created.status} ${await created.text()}`);
  const { gameId, seats } = await created.json();
  result.gameId = gameId;
  await page.goto(`${base}/?game=${game}&id=${gameId}&seat=0#tokens=${seats.map((s) => s.token).join(",")}`);
  await page.waitForSelector("body[data-ready=true]");
  await page.waitForSelector("#moves button");
  // The address holds the game and the seat, the tokens only in the fragment.
  const url = new URL(page.url());
  result.tokenInQuery = /token/i.test(url.search);
  // Another tab for one seat (its token alone), opened from the address: it
  // resumes the game and follows it live from the event stream.
  let tab = null;
  if (game === LIVE_TAB_GAME) {
    const tokens = new URLSearchParams(url.hash.slice(1)).get("tokens").split(",");
    const other = tokens[tokens.length - 1];
    tab = await context.newPage();
    tab.setDefaultTimeout(0);
    tab.on("console", (m) => { if (m.type() === "error") errors.push("tab: " + m.text()); });
    tab.on("pageerror", (e) => errors.push("tab: " + String(e)));
    await tab.goto(`${base}/?game=${game}&id=${url.searchParams.get("id")}&seat=${other.split(".")[0]}#tokens=${other}`);
    await tab.waitForSelector("body[data-ready=true]");
    await page.bringToFront();
  }
  trace(game, "opened");
  result.startVersion = await page.$eval("#board", () => +S.view.version);
  result.keyMoves = 0;
  // A rejection shows its reason and rule, and clears when the seat changes
  // (a move sent for a seat that has no decision to make).
  provoked += 1;
  result.rejection = await page.evaluate(async () => {
    const idle = Object.keys(S.tokens).map(Number).find((s) => !(S.view.pending || []).some((p) => (p.seat || 0) === s));
    if (idle === undefined) return null;
    const move = S.legal.moves[0];
    const seat = S.seat;
    S.seat = idle;
    await submit(move);
    S.seat = seat;
    return document.getElementById("result").textContent;
  });
  if (result.rejection === null) provoked -= 1;
  else {
    await clickNow(page, "#seats button");  // the spectator
    result.clearedOnSwitch = (await page.$eval("#result", (e) => e.textContent)) === "";
    await clickNow(page, `#seats button:nth-child(${(await page.$eval("#board", () => (S.view.pending[0].seat || 0))) + 2})`);
  }
  // Settled: no refresh in flight (each one redraws the seat bar and the board).
  await page.waitForFunction(() => !S.busy && !S.loading && S.seat !== null && document.querySelector("#moves button"), { polling: 10 });
  trace(game, "rejection checked");
  const settledAfter = (version) => page.waitForFunction((v) => !S.busy && !S.loading && S.view && +S.view.version > v, { polling: 10 }, version);
  // Keyboard: Tab from the seat bar reaches the first board target, Enter
  // acts on it (and on its first move in the list when several happen there).
  {
    const version = await page.$eval("#board", () => +S.view.version);
    await page.focus("#seats > :last-child");
    await page.keyboard.press("Tab");
    result.tabReachesBoard = await page.evaluate(() => !!document.activeElement.closest("#board .target") &&
                                                       !!document.activeElement.getAttribute("aria-label"));
    trace(game, "tab", result.tabReachesBoard);
    if (result.tabReachesBoard) {
      await page.keyboard.press("Enter");
      result.keyPresses += 2;
      await page.waitForFunction((v) => !S.busy && (+S.view.version > v || document.activeElement.matches("#moves button.here")), { polling: 10 }, version);
      if (await page.evaluate(() => document.activeElement.matches("#moves button.here"))) { await page.keyboard.press("Enter"); result.keyPresses += 1; }
      await settledAfter(version);
      result.keyMoves += 1;
    }
  }
  trace(game, "keyboard move made");
  // The suggested-move shortcut.
  {
    const version = await page.$eval("#board", () => +S.view.version);
    if (await page.evaluate(() => !S.view.outcome && S.legal.suggested !== undefined)) {
      await page.keyboard.press("s");
      result.keyPresses += 1;
      await settledAfter(version);
      result.keyMoves += 1;
    }
  }
  // A stalled game says where it stands (on stderr, every 20 s without a move): a hang guard, not a time limit.
  let last = null, moved = -1;
  stall = setInterval(async () => {
    const done = result.boardClicks + result.listClicks + result.formSends;
    if (done === moved) {
      const shown = await page.evaluate(() => ({ version: S.view && S.view.version, busy: S.busy, seat: S.seat,
        result: document.getElementById("result").textContent })).catch((e) => String(e));
      console.error(JSON.stringify({ game, stalled: last, shown }));
    }
    moved = done;
  }, 20000);
  for (;;) {
    const step = last = await page.evaluate(nextStep, rare);
    if (step.i !== undefined) {
      const kind = await page.evaluate((i) => kindOf(S.legal.moves[i]), step.i);
      if (rare[kind] !== undefined) rare[kind] -= 1;
    }
    trace(game, JSON.stringify(step));
    if (step.over) break;
    if (step.idle) {  // another seat decides: it is shown once its event arrives
      await page.waitForFunction(() => !S.busy && (S.view.outcome || S.legal.suggested !== undefined), { polling: 10 });
      continue;
    }
    if (step.board) {
      await page.mouse.click(step.board.x, step.board.y);
      // Several moves happen there: they are marked in the list, pick this one.
      // A click that lands while the board is redrawn hits nothing, as a
      // person's would: after a while without an answer, look and click again.
      const answered = await page.waitForFunction(
        (v) => !S.busy && (+S.view.version > v || document.querySelector("#moves button.here")),
        { polling: 10, timeout: 15000 }, step.version).then(() => true, (e) => { if (e.name !== "TimeoutError") throw e; return false; });
      if (!answered) { result.lostClicks += 1; continue; }
      result.boardClicks += 1;
      if (await page.evaluate((v) => +S.view.version === v, step.version)) {
        const mine = await page.$(`#moves button.here[data-index="${step.i}"]`);
        await (mine || await page.$("#moves button.here")).click();
        result.choices += 1;
      }
    } else if (step.form) {
      // A parametric move: its form, built from the template, filled in; the
      // first one is also checked as given and refused once made impossible.
      const form = `#templates form[data-kind="${step.form}"]`;
      if (result.template === undefined) {
        await clickNow(page, `${form} button[type=button]`);
        await page.waitForFunction(() => !S.busy && document.getElementById("result").textContent, { polling: 10 });
        const legal = await page.$eval("#result", (e) => e.textContent);
        // More than any hand holds: given away (an offer), or discarded (a list of cards).
        const first = await page.$(`${form} input[name^="give."], ${form} input[data-kind=list]`) ||
                      await page.$(`${form} input[data-kind=number]`);
        let refused = null;
        if (first) {
          await first.click({ clickCount: 3 });
          await first.type(await first.evaluate((x) => (x.dataset.kind === "list" ? "ITEM_NOTHING" : "99")));
          provoked += 1;
          await clickNow(page, `${form} button[type=button]`);
          await page.waitForFunction(() => !S.busy && document.getElementById("result").textContent, { polling: 10 });
          refused = await page.$eval("#result", (e) => e.textContent);
        }
        result.template = { kind: step.form, legal, refused };
        continue;  // the form now holds other values: look again
      }
      for (const [name, value] of step.fills) {
        const input = await page.$(`${form} input[name="${name}"]`);
        await input.click({ clickCount: 3 });  // selects what is there: typing replaces it
        await input.type(value);
      }
      if (!step.fills.length) await (await page.$(`${form} input`)).click();  // as given: the cursor into the form
      await page.keyboard.press("Enter");  // sends the form (checked first)
      result.formSends += 1;
    } else {
      await clickNow(page, `#moves button[data-index="${step.i}"]`);
      result.listClicks += 1;
      if (step.key != null) {  // it happens on the board, but no point of its place could be clicked
        result.offBoard += 1;
        if (result.offBoardSeen.length < 5) result.offBoardSeen.push({ kind: step.kind, key: step.key, missed: step.missed });
      }
    }
    await settledAfter(step.version);
  }
  clearInterval(stall);
  result.moves = await page.$eval("#board", () => +S.view.version);
  result.outcome = await page.$eval("#board", () => S.view.outcome);
  result.stage = await page.$eval("#stage", (e) => e.textContent);
  result.logLines = await page.$$eval("#log li", (l) => l.length);
  result.boardTargets = await page.$$eval("#board .target", (l) => l.length);
  result.url = page.url().replace(/#.*/, "#…");
  result.contrast = await page.evaluate(contrastFailures);
  await page.screenshot({ path: shot, fullPage: false });
  if (await page.evaluate(() => typeof drawPiece === "function" && S.game === "hansa-teutonica")) {
    result.piecesDrawn = await page.evaluate(piecesOnEveryGround);
    result.pieceContrast = await page.evaluate(contrastFailures);
  }
  if (tab) {
    await tab.waitForFunction(() => S.view && S.view.outcome, { polling: 50 });
    result.liveTab = await tab.$eval("#board", () => +S.view.version);
    await tab.reload();
    await tab.waitForSelector("body[data-ready=true]");
    result.reloaded = await tab.$eval("#board", () => ({ version: +S.view.version, seat: S.seat, gameId: S.gameId }));
  }
} catch (e) {
  errors.push(String(e && e.stack || e));
} finally {
  clearInterval(stall);
  result.errors = errors;
  console.log(JSON.stringify(result));
}
}
