package main

// Each game's typed client, adapted to game[M]: the same four calls with the
// game's own messages (no Any anywhere).

import (
	"context"

	hansa "arbiter.dev/gen/go/arbiter/hansa_teutonica/v1"
	nottingham "arbiter.dev/gen/go/arbiter/nottingham/v1"
	nuremberg "arbiter.dev/gen/go/arbiter/nuremberg/v1"
	prestige "arbiter.dev/gen/go/arbiter/prestige/v1"
	arbiter "arbiter.dev/gen/go/arbiter/v1"
)

func nottinghamGame(c nottingham.NottinghamClient) game[*nottingham.Move] {
	return game[*nottingham.Move]{
		id: "nottingham",
		create: func(ctx context.Context, players int32) (*created, error) {
			r, err := c.CreateGame(ctx, &nottingham.CreateGameRequest{Players: players})
			if err != nil {
				return nil, err
			}
			return seats(r.GameId, r.Seats), nil
		},
		legal: func(ctx context.Context, id string) ([]*nottingham.Move, *int32, error) {
			r, err := c.ListLegalMoves(ctx, &nottingham.ListLegalMovesRequest{GameId: id})
			if err != nil {
				return nil, nil, err
			}
			return r.Moves, r.Suggested, nil
		},
		submit: func(ctx context.Context, id string, move *nottingham.Move) error {
			_, err := c.SubmitMove(ctx, &nottingham.SubmitMoveRequest{GameId: id, Move: move})
			return err
		},
		view: func(ctx context.Context, id string) (bool, []*arbiter.PendingDecision, error) {
			r, err := c.GetGame(ctx, &nottingham.GetGameRequest{GameId: id})
			if err != nil {
				return false, nil, err
			}
			return r.View.Status == arbiter.GameStatus_GAME_STATUS_FINISHED, r.View.Pending, nil
		},
	}
}

func hansaGame(c hansa.HansaTeutonicaClient) game[*hansa.Move] {
	return game[*hansa.Move]{
		id: "hansa-teutonica",
		create: func(ctx context.Context, players int32) (*created, error) {
			r, err := c.CreateGame(ctx, &hansa.CreateGameRequest{Players: players})
			if err != nil {
				return nil, err
			}
			return seats(r.GameId, r.Seats), nil
		},
		legal: func(ctx context.Context, id string) ([]*hansa.Move, *int32, error) {
			r, err := c.ListLegalMoves(ctx, &hansa.ListLegalMovesRequest{GameId: id})
			if err != nil {
				return nil, nil, err
			}
			return r.Moves, r.Suggested, nil
		},
		submit: func(ctx context.Context, id string, move *hansa.Move) error {
			_, err := c.SubmitMove(ctx, &hansa.SubmitMoveRequest{GameId: id, Move: move})
			return err
		},
		view: func(ctx context.Context, id string) (bool, []*arbiter.PendingDecision, error) {
			r, err := c.GetGame(ctx, &hansa.GetGameRequest{GameId: id})
			if err != nil {
				return false, nil, err
			}
			return r.View.Status == arbiter.GameStatus_GAME_STATUS_FINISHED, r.View.Pending, nil
		},
	}
}

func nurembergGame(c nuremberg.NurembergClient) game[*nuremberg.Move] {
	return game[*nuremberg.Move]{
		id: "nuremberg",
		create: func(ctx context.Context, players int32) (*created, error) {
			r, err := c.CreateGame(ctx, &nuremberg.CreateGameRequest{Players: players})
			if err != nil {
				return nil, err
			}
			return seats(r.GameId, r.Seats), nil
		},
		legal: func(ctx context.Context, id string) ([]*nuremberg.Move, *int32, error) {
			r, err := c.ListLegalMoves(ctx, &nuremberg.ListLegalMovesRequest{GameId: id})
			if err != nil {
				return nil, nil, err
			}
			return r.Moves, r.Suggested, nil
		},
		submit: func(ctx context.Context, id string, move *nuremberg.Move) error {
			_, err := c.SubmitMove(ctx, &nuremberg.SubmitMoveRequest{GameId: id, Move: move})
			return err
		},
		view: func(ctx context.Context, id string) (bool, []*arbiter.PendingDecision, error) {
			r, err := c.GetGame(ctx, &nuremberg.GetGameRequest{GameId: id})
			if err != nil {
				return false, nil, err
			}
			return r.View.Status == arbiter.GameStatus_GAME_STATUS_FINISHED, r.View.Pending, nil
		},
	}
}

func prestigeGame(c prestige.PrestigeClient) game[*prestige.Move] {
	return game[*prestige.Move]{
		id: "prestige",
		create: func(ctx context.Context, players int32) (*created, error) {
			r, err := c.CreateGame(ctx, &prestige.CreateGameRequest{Players: players})
			if err != nil {
				return nil, err
			}
			return seats(r.GameId, r.Seats), nil
		},
		legal: func(ctx context.Context, id string) ([]*prestige.Move, *int32, error) {
			r, err := c.ListLegalMoves(ctx, &prestige.ListLegalMovesRequest{GameId: id})
			if err != nil {
				return nil, nil, err
			}
			return r.Moves, r.Suggested, nil
		},
		submit: func(ctx context.Context, id string, move *prestige.Move) error {
			_, err := c.SubmitMove(ctx, &prestige.SubmitMoveRequest{GameId: id, Move: move})
			return err
		},
		view: func(ctx context.Context, id string) (bool, []*arbiter.PendingDecision, error) {
			r, err := c.GetGame(ctx, &prestige.GetGameRequest{GameId: id})
			if err != nil {
				return false, nil, err
			}
			return r.View.Status == arbiter.GameStatus_GAME_STATUS_FINISHED, r.View.Pending, nil
		},
	}
}
