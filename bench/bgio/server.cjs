// boardgame.io's own server (Koa, socket.io, in-memory storage) on PORT.
const { Server } = require("boardgame.io/server");
const game = require("./game.cjs");

const port = Number(process.argv[2]);
const server = Server({ games: [game], origins: [] });
server.run({ port }, () => console.log(`listening ${port}`));
