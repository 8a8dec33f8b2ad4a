// A 4-player hidden-hand game for boardgame.io, the peer in bench/compare.py:
// each player holds a hand the others cannot see (PlayerView.STRIP_SECRETS),
// plays one card a turn and draws from a secret deck; the server validates the
// move, applies it and sends every player its filtered state. 240 moves, about
// the length of a 4-player Nottingham game.
const { INVALID_MOVE, PlayerView } = require("boardgame.io/core");

const HAND = 5;
const MOVES = 240;

module.exports = {
  name: "hands",
  minPlayers: 2,
  maxPlayers: 6,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle(Array.from({ length: MOVES + HAND * ctx.numPlayers }, (_, i) => i));
    const players = {};
    for (let p = 0; p < ctx.numPlayers; p++) players[p] = { hand: deck.splice(0, HAND) };
    return { secret: { deck }, players, pile: [], scores: Array(ctx.numPlayers).fill(0), played: 0 };
  },
  playerView: PlayerView.STRIP_SECRETS,
  moves: {
    play: {
      // Server-side only: drawing reads the secret deck.
      client: false,
      move: ({ G, playerID, events }, index) => {
        const hand = G.players[playerID].hand;
        if (!Number.isInteger(index) || index < 0 || index >= hand.length) return INVALID_MOVE;
        const [card] = hand.splice(index, 1);
        G.pile = [...G.pile.slice(-4), card];
        G.scores[playerID] += card % 7;
        G.played++;
        if (G.secret.deck.length) hand.push(G.secret.deck.pop());
        events.endTurn();
      },
    },
  },
  endIf: ({ G }) => (G.played >= MOVES ? { scores: G.scores } : undefined),
};
