"""Arbiter: a rules-adjudication service for board games."""
