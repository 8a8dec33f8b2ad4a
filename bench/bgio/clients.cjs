// Drives boardgame.io matches: GAMES matches in flight for SECONDS, each with
// one boardgame.io client (socket.io) per player; a player moves when its
// state says it is its turn. Prints JSON: moves applied, latencies (ms, from a
// move sent to the mover's client seeing the new state), matches finished.
const { Client } = require("boardgame.io/client");
const { SocketIO } = require("boardgame.io/multiplayer");
const game = require("./game.cjs");

const [port, inFlight, seconds] = process.argv.slice(2).map(Number);
const base = `http://127.0.0.1:${port}`;
const PLAYERS = 4;

async function lobby(path, body) {
  const res = await fetch(base + path, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

const stats = { moves: 0, latencies: [], matches: 0, finished: 0 };

/** A match whose clients are connected and synced, waiting for go(). */
function setUp() {
  let go;
  const started = new Promise((resolve) => { go = resolve; });
  let synced;
  const syncedP = new Promise((resolve) => { synced = resolve; });
  const done = playMatch(() => deadline, started, synced);
  return { synced: syncedP, go, done };
}

async function playMatch(deadlineOf, started = Promise.resolve(), synced = () => undefined) {
  const { matchID } = await lobby(`/games/${game.name}/create`, { numPlayers: PLAYERS });
  const creds = [];
  for (let p = 0; p < PLAYERS; p++) {
    creds.push((await lobby(`/games/${game.name}/${matchID}/join`, { playerID: String(p), playerName: `p${p}` }))
      .playerCredentials);
  }
  stats.matches++;
  const clients = creds.map((credentials, p) => Client({
    game, numPlayers: PLAYERS, multiplayer: SocketIO({ server: base }), matchID, playerID: String(p), credentials,
    debug: false,
  }));
  const first = clients.map((client) => new Promise((resolve) => {
    const unsubscribe = client.subscribe((state) => { if (state) { resolve(); setImmediate(unsubscribe); } });
  }));
  clients.forEach((client) => client.start());
  await Promise.all(first);
  synced();
  await started;
  const deadline = deadlineOf();
  await new Promise((resolve) => {
    let over = false;
    // Declared before the players: a subscription calls back at once, and a
    // deadline already past (a loaded machine) stops the match right there.
    let watchdog = null;
    const stop = () => {
      if (over) return;
      over = true;
      if (watchdog !== null) clearInterval(watchdog);
      setImmediate(() => { for (const c of clients) c.stop(); resolve(); });
    };
    const players = clients.map((client) => {
      const player = { sent: null }; // { stateID, t } of this player's move in flight
      player.act = (state) => {
        if (!state || over) return;
        if (player.sent && state._stateID > player.sent.stateID) {
          stats.moves++;
          stats.latencies.push(performance.now() - player.sent.t);
          player.sent = null;
        }
        if (state.ctx.gameover) { stats.finished++; stop(); return; }
        if (performance.now() > deadline) { stop(); return; }
        if (!player.sent && state.ctx.currentPlayer === client.playerID && state.G.players[client.playerID]) {
          player.sent = { stateID: state._stateID, t: performance.now() };
          client.moves.play(0);
        }
      };
      client.subscribe(player.act);
      return player;
    });
    // A move the server never answers (sent on a state it had already left)
    // would stall the match: after a second without an answer, look again.
    if (over) return;
    watchdog = setInterval(() => {
      if (performance.now() > deadline) { stop(); return; }
      players.forEach((player, i) => {
        if (player.sent && performance.now() - player.sent.t > 1000) player.sent = null;
        player.act(clients[i].getState());
      });
    }, 250);
  });
}

async function slot(deadline) {
  while (performance.now() < deadline) await playMatch(() => deadline);
}

// The first match of every slot is set up (created, joined, every client
// connected and synced) before the clock starts, as Arbiter's phases start
// with their servers warm; "ready" tells the benchmark to read the server's
// CPU. Matches started later are set up inside the window.
let deadline = Infinity;
const ready = Array.from({ length: inFlight }, () => setUp());
Promise.all(ready.map((r) => r.synced)).then(() => {
  deadline = performance.now() + seconds * 1000;
  console.log("ready");
  for (const r of ready) r.go();
});
Promise.all(ready.map((r) => r.done.then(() => slot(deadline)))).then(() => {
  // Exit once the line is written: stdout is a pipe, written asynchronously,
  // and exiting at once cut a line longer than the pipe's 64 KiB (a quiet
  // machine's thousands of latencies).
  process.stdout.write(JSON.stringify(stats) + "\n", () => process.exit(0));
}, (err) => { console.error(err); process.exit(1); });
