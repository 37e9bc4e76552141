-- A seat's player proposes to hand the seat to another account (issue 27): the proposal waits here until
-- every other person seated at the table has agreed (waiting lists their seats, ",1,2,"; it empties as they
-- agree), then the seat becomes the account's (its old token stops working) and the row goes. One proposal
-- a seat at a time; the player withdraws it, or any one of the others turns it down.
CREATE TABLE seat_hand_overs (
    table_id     VARCHAR(40)  NOT NULL,
    seat         INTEGER      NOT NULL,
    to_account   VARCHAR(24)  NOT NULL REFERENCES accounts (name_key),
    waiting      VARCHAR(400) NOT NULL,
    proposed_at  BIGINT       NOT NULL,
    PRIMARY KEY (table_id, seat)
);
