// Command go-example plays a whole game of each of Arbiter's four games
// through their typed services (arbiter.<game>.v1.<Game>), with nothing but
// the Go code generated from proto/, then reads one rejection's
// google.rpc.ErrorInfo (docs/api.md, "Errors").
//
//	go-example -addr localhost:50051
//
// Each game is played by the seat that must decide, with the move the server
// suggests (the first legal one when it suggests none), until it is over.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"time"

	hansa "arbiter.dev/gen/go/arbiter/hansa_teutonica/v1"
	nottingham "arbiter.dev/gen/go/arbiter/nottingham/v1"
	nuremberg "arbiter.dev/gen/go/arbiter/nuremberg/v1"
	prestige "arbiter.dev/gen/go/arbiter/prestige/v1"
	arbiter "arbiter.dev/gen/go/arbiter/v1"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// A game's typed service, seen through what playing it needs. M is the game's Move.
type game[M any] struct {
	id     string
	create func(ctx context.Context, players int32) (*created, error)
	legal  func(ctx context.Context, gameID string) (moves []M, suggested *int32, err error)
	submit func(ctx context.Context, gameID string, move M) error
	// The game's status and the seats that must decide, from GetGame.
	view func(ctx context.Context, gameID string) (over bool, pending []*arbiter.PendingDecision, err error)
}

// A new game: its id and each seat's token, by seat.
type created struct {
	gameID string
	tokens []string
}

func seats(gameID string, tokens []*arbiter.SeatToken) *created {
	out := &created{gameID: gameID, tokens: make([]string, len(tokens))}
	for _, t := range tokens {
		out.tokens[t.Seat] = t.Token
	}
	return out
}

// as sends the seat's secret token as a bearer token.
func as(ctx context.Context, token string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+token)
}

// maxMoves bounds a game that would not end: a failure, not a hang.
const maxMoves = 20000

func play[M any](ctx context.Context, g game[M], players int32) (int, error) {
	created, err := g.create(ctx, players)
	if err != nil {
		return 0, fmt.Errorf("%s: CreateGame: %w", g.id, err)
	}
	for n := 0; n < maxMoves; n++ {
		over, pending, err := g.view(ctx, created.gameID)
		if err != nil {
			return n, fmt.Errorf("%s: GetGame: %w", g.id, err)
		}
		if over {
			return n, nil
		}
		// Any pending seat may decide; the first one does.
		if len(pending) == 0 {
			return n, fmt.Errorf("%s: no seat to decide in a game that is not over", g.id)
		}
		seat := as(ctx, created.tokens[pending[0].Seat])
		moves, suggested, err := g.legal(seat, created.gameID)
		if err != nil {
			return n, fmt.Errorf("%s: ListLegalMoves: %w", g.id, err)
		}
		if len(moves) == 0 {
			return n, fmt.Errorf("%s: seat %d is pending with no legal move", g.id, pending[0].Seat)
		}
		pick := 0
		if suggested != nil {
			pick = int(*suggested)
		}
		if err := g.submit(seat, created.gameID, moves[pick]); err != nil {
			return n, fmt.Errorf("%s: SubmitMove: %w", g.id, err)
		}
	}
	return maxMoves, fmt.Errorf("%s: not over after %d moves", g.id, maxMoves)
}

// notYourTurn submits the first seat's legal move as a seat that has no
// decision to make and returns the rejection's ErrorInfo reason.
func notYourTurn[M any](ctx context.Context, g game[M], players int32) (string, error) {
	created, err := g.create(ctx, players)
	if err != nil {
		return "", err
	}
	_, pending, err := g.view(ctx, created.gameID)
	if err != nil {
		return "", err
	}
	waiting := map[int32]bool{}
	for _, p := range pending {
		waiting[p.Seat] = true
	}
	decider, idle := pending[0].Seat, int32(-1)
	for s := int32(0); s < players; s++ {
		if !waiting[s] {
			idle = s
			break
		}
	}
	if idle < 0 {
		return "", errors.New("every seat is pending")
	}
	moves, _, err := g.legal(as(ctx, created.tokens[decider]), created.gameID)
	if err != nil {
		return "", err
	}
	err = g.submit(as(ctx, created.tokens[idle]), created.gameID, moves[0])
	st, ok := status.FromError(err)
	if err == nil || !ok {
		return "", fmt.Errorf("expected a gRPC rejection, got %v", err)
	}
	for _, d := range st.Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			return fmt.Sprintf("%s %s %s", st.Code(), info.Reason, info.Metadata["rule"]), nil
		}
	}
	return "", fmt.Errorf("no google.rpc.ErrorInfo in %v", st.Proto())
}

func main() {
	addr := flag.String("addr", "localhost:50051", "the server's gRPC address")
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	conn, err := grpc.DialContext(ctx, *addr, grpc.WithInsecure(), grpc.WithBlock())
	if err != nil {
		log.Fatalf("dial %s: %v", *addr, err)
	}
	defer conn.Close()

	catalog, err := arbiter.NewArbiterClient(conn).ListGames(ctx, &arbiter.ListGamesRequest{})
	if err != nil {
		log.Fatalf("ListGames: %v", err)
	}
	fewest := map[string]int32{}
	for _, info := range catalog.Games {
		fewest[info.Game] = info.MinPlayers
	}

	games := []func() (string, int, error){
		run(ctx, nottinghamGame(nottingham.NewNottinghamClient(conn)), fewest),
		run(ctx, hansaGame(hansa.NewHansaTeutonicaClient(conn)), fewest),
		run(ctx, nurembergGame(nuremberg.NewNurembergClient(conn)), fewest),
		run(ctx, prestigeGame(prestige.NewPrestigeClient(conn)), fewest),
	}
	for _, g := range games {
		id, moves, err := g()
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("over %s %d\n", id, moves)
	}
	reason, err := notYourTurn(ctx, nottinghamGame(nottingham.NewNottinghamClient(conn)), fewest["nottingham"])
	if err != nil {
		log.Fatalf("rejection: %v", err)
	}
	fmt.Printf("rejected %s\n", reason)
}

func run[M any](ctx context.Context, g game[M], fewest map[string]int32) func() (string, int, error) {
	return func() (string, int, error) {
		players, ok := fewest[g.id]
		if !ok {
			return g.id, 0, fmt.Errorf("%s is not in the catalog", g.id)
		}
		n, err := play(ctx, g, players)
		return g.id, n, err
	}
}
