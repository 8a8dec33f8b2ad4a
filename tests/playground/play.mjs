// Plays whole games in the playground in Chromium (puppeteer-core driving the
// system browser: nothing is downloaded), one game after another, by
// clicking on the drawn board, the labelled move list and the keyboard
// shortcut, then letting the page play its suggested moves to the end.
// Usage: node play.mjs <base url> <screenshot dir> <board clicks> <game:players:seed>...
// Prints one JSON line per game: {game, moves, boardClicks, listClicks, outcome, errors}.
import puppeteer from "puppeteer-core";

const [base, shots, clicksArg, ...specs] = process.argv.slice(2);
const BOARD_CLICKS = +clicksArg;
const LIVE_TAB_GAME = "nottingham";  // the game whose second tab is checked
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  protocolTimeout: 0,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});
try {
  for (const spec of specs) await play(...spec.split(":"));  // one at a time: background tabs are throttled
} finally {
  await browser.close();
}

async function play(game, players, seed) {
const shot = `${shots}/${game}.png`;
const errors = [];
const result = { game, boardClicks: 0, listClicks: 0, keyPresses: 0 };
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(0);  // no time limits (see below)
  await page.setViewport({ width: 1400, height: 1000 });
  // The rejections this script provokes on purpose are logged by the browser
  // as failed loads (4xx): those alone are expected.
  let provoking = false;
  page.on("console", (m) => {
    if (m.type() === "error" && !(provoking && /Failed to load resource: .* 4\d\d/.test(m.text()))) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${base}/?game=${game}&players=${players}&seed=${seed}`);
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
    tab = await browser.newPage();
    tab.setDefaultTimeout(0);
    tab.on("console", (m) => { if (m.type() === "error") errors.push("tab: " + m.text()); });
    tab.on("pageerror", (e) => errors.push("tab: " + String(e)));
    await tab.goto(`${base}/?game=${game}&id=${url.searchParams.get("id")}&seat=${other.split(".")[0]}#tokens=${other}`);
    await tab.waitForSelector("body[data-ready=true]");
    await page.bringToFront();
  }
  // A rejection shows its reason and rule, and clears when the seat changes
  // (a move sent for a seat that has no decision to make).
  provoking = true;
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
  if (result.rejection !== null) {
    await new Promise((r) => setTimeout(r, 200));  // the console message arrives after the answer
    provoking = false;
    await page.click("#seats button");  // the spectator
    result.clearedOnSwitch = (await page.$eval("#result", (e) => e.textContent)) === "";
    await page.click(`#seats button:nth-child(${(await page.$eval("#board", () => (S.view.pending[0].seat || 0))) + 2})`);
    await page.waitForSelector("#moves button");
  }
  provoking = false;
  const version = () => page.$eval("#board", () => typeof S !== "undefined" && S.view ? +S.view.version : 0).catch(() => 0);
  const settled = () => page.waitForFunction(() => !S.busy, { polling: 20 });
  // Act on the board where it can: a highlighted target; otherwise the
  // labelled move list (its suggested move), or the keyboard shortcut.
  for (let i = 0; i < BOARD_CLICKS * 3 && result.boardClicks < BOARD_CLICKS; i += 1) {
    if (await page.$eval("#board", () => !!S.view.outcome)) break;
    const before = await version();
    // A parametric move: its form, built from the template, checked as given
    // (validate_only), then offering a count no hand holds.
    const form = result.template === undefined && await page.$("#templates form");
    if (form) {
      provoking = true;
      await page.click("#templates form button[type=button]");
      await settled();
      const legal = await page.$eval("#result", (e) => e.textContent);
      // Typed and checked at once: a live update may redraw the form.
      const typed = await page.evaluate(() => {
        const inputs = [...document.querySelectorAll("#templates form input[data-kind=number]")];
        const input = inputs.find((i) => i.parentElement.textContent.startsWith("give")) || inputs[0];
        if (!input) return false;
        input.value = "99";
        input.closest("form").querySelector("button[type=button]").click();
        return true;
      });
      let refused = null;
      if (typed) {
        await settled();
        refused = await page.$eval("#result", (e) => e.textContent);
      }
      result.template = { legal, refused };
      await new Promise((r) => setTimeout(r, 200));
      provoking = false;
    }
    const target = await page.$("#board .target");
    if (target) {
      await target.click();
      result.boardClicks += 1;
      // Several moves here: they are marked in the list; pick the first.
      await settled();
      const here = await page.$("#moves button.here");
      if (here && (await version()) === before) { await here.click(); result.listClicks += 1; }
    } else if (i % 2) {
      await page.click("#moves button.suggested");
      result.listClicks += 1;
    } else {
      await page.keyboard.press("s");
      result.keyPresses += 1;
    }
    await settled();
  }
  // The rest of the game: the page submits the suggested move repeatedly.
  await page.click("#autoplay");
  // No time limit: a slow machine plays slower; the test's process guard catches a hang.
  await page.waitForFunction(() => S.view && S.view.outcome, { timeout: 0, polling: 200 });
  await settled();
  result.moves = await version();
  result.outcome = await page.$eval("#board", () => S.view.outcome);
  result.stage = await page.$eval("#stage", (e) => e.textContent);
  result.logLines = await page.$$eval("#log li", (l) => l.length);
  result.url = page.url().replace(/#.*/, "#…");
  await page.screenshot({ path: shot, fullPage: false });
  if (tab) {
    await tab.bringToFront();
    await tab.waitForFunction(() => S.view && S.view.outcome, { timeout: 0, polling: 200 });
    result.liveTab = await tab.$eval("#board", () => +S.view.version);
    await tab.reload();
    await tab.waitForSelector("body[data-ready=true]");
    result.reloaded = await tab.$eval("#board", () => ({ version: +S.view.version, seat: S.seat, gameId: S.gameId }));
  }
} catch (e) {
  errors.push(String(e && e.stack || e));
} finally {
  result.errors = errors;
  console.log(JSON.stringify(result));
}
}
