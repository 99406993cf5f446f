------------------------------- MODULE Monopoly -------------------------------
(***************************************************************************)
(* A TLA+ specification of Monopoly for N players (N < 5).  Models the     *)
(* standard US edition: 40 squares, 28 deeds (22 streets, 4 railroads,     *)
(* 2 utilities), houses/hotels, jail, GO salary, taxes, and bankruptcy.    *)
(* Chance and Community Chest are the real decks (edited: see the decks    *)
(* below; the original abstracts them as non-deterministic money).         *)
(*                                                                         *)
(* ASCII transcription of the typeset seed spec (Monopoly-spec.txt).       *)
(***************************************************************************)
EXTENDS Naturals, Integers, FiniteSets, Sequences, TLC

CONSTANTS N   \* number of players

ASSUME NAssumption == N \in 2..4

Players == 1..N

(* Board layout.  Squares 0..39. *)
Squares == 0..39
GO == 0
JustVisiting == 10
FreeParking == 20
GoToJail == 30
JailSquare == JustVisiting   \* same square; "in jail" tracked separately

ChanceSquares == {7, 22, 36}
CommunityChestSquares == {2, 17, 33}
TaxSquares == {4, 38}        \* Income Tax $200, Luxury Tax $100

NonPropertySquares ==
    {GO, JustVisiting, FreeParking, GoToJail}
        \cup ChanceSquares \cup CommunityChestSquares \cup TaxSquares

Railroads == {5, 15, 25, 35}
Utilities == {12, 28}
Streets == Squares \ (NonPropertySquares \cup Railroads \cup Utilities)
Deeds == Streets \cup Railroads \cup Utilities

(* Color groups for the 22 streets. *)
ColorGroup == [brown  |-> {1, 3},
               lblue  |-> {6, 8, 9},
               pink   |-> {11, 13, 14},
               orange |-> {16, 18, 19},
               red    |-> {21, 23, 24},
               yellow |-> {26, 27, 29},
               green  |-> {31, 32, 34},
               dblue  |-> {37, 39}]

ColorOf(s) == CHOOSE c \in DOMAIN ColorGroup : s \in ColorGroup[c]
GroupSize(c) == Cardinality(ColorGroup[c])

(* Static deed data: purchase price, base rent (no houses), house cost.    *)
(* Rent with houses is computed as BaseRent * (houses + 1) for simplicity. *)
Price == [s \in Deeds |->
            IF s \in Railroads THEN 200
            ELSE IF s \in Utilities THEN 150
            ELSE IF s \in ColorGroup.brown  THEN (IF s = 1  THEN 60  ELSE 60)
            ELSE IF s \in ColorGroup.lblue  THEN (IF s = 9  THEN 120 ELSE 100)
            ELSE IF s \in ColorGroup.pink   THEN (IF s = 14 THEN 160 ELSE 140)
            ELSE IF s \in ColorGroup.orange THEN (IF s = 19 THEN 200 ELSE 180)
            ELSE IF s \in ColorGroup.red    THEN (IF s = 24 THEN 240 ELSE 220)
            ELSE IF s \in ColorGroup.yellow THEN (IF s = 29 THEN 280 ELSE 260)
            ELSE IF s \in ColorGroup.green  THEN (IF s = 34 THEN 320 ELSE 300)
            ELSE (IF s = 39 THEN 400 ELSE 350)]

BaseRent == [s \in Deeds |->
               IF s \in Railroads \cup Utilities THEN 0   \* computed dynamically
               ELSE Price[s] \div 20]

HouseCost == [s \in Streets |->
                IF s \in ColorGroup.brown \cup ColorGroup.lblue THEN 50
                ELSE IF s \in ColorGroup.pink \cup ColorGroup.orange THEN 100
                ELSE IF s \in ColorGroup.red \cup ColorGroup.yellow THEN 150
                ELSE 200]

InitialMoney == 1500
GoSalary == 200
JailFine == 50
MaxJailTurns == 3
MaxHouses == 5   \* 5 = hotel

(* State variables. *)
VARIABLES
    position,      \* [Players -> Squares]
    money,         \* [Players -> Int]  (can be negative briefly during pay)
    inJail,        \* [Players -> BOOLEAN]
    jailTurns,     \* [Players -> 0..MaxJailTurns]
    bankrupt,      \* [Players -> BOOLEAN]
    owner,         \* [Deeds -> Players \cup {0}]  (0 = bank)
    houses,        \* [Streets -> 0..MaxHouses]
    mortgaged,     \* [Deeds -> BOOLEAN]
    current,       \* current player whose turn it is
    dice,          \* <<d1, d2>> last roll
    doublesCount,  \* consecutive doubles this turn
    phase          \* "roll" | "resolve" | "buyOrAuction" | "endTurn"

vars == <<position, money, inJail, jailTurns, bankrupt, owner, houses,
          mortgaged, current, dice, doublesCount, phase>>

(* Type invariant. *)
TypeOK ==
    /\ position \in [Players -> Squares]
    /\ money \in [Players -> Int]
    /\ inJail \in [Players -> BOOLEAN]
    /\ jailTurns \in [Players -> 0..MaxJailTurns]
    /\ bankrupt \in [Players -> BOOLEAN]
    /\ owner \in [Deeds -> 0..N]
    /\ houses \in [Streets -> 0..MaxHouses]
    /\ mortgaged \in [Deeds -> BOOLEAN]
    /\ current \in Players
    /\ dice \in (1..6) \X (1..6)
    /\ doublesCount \in 0..3
    /\ phase \in {"roll", "resolve", "buyOrAuction", "endTurn"}

(* Helpers. *)
Active == {p \in Players : ~bankrupt[p]}

NextActive(p) ==
    LET cand == {q \in Players : q > p /\ ~bankrupt[q]}
    IN IF cand = {}
         THEN CHOOSE q \in Active : \A r \in Active : q <= r
         ELSE CHOOSE q \in cand : \A r \in cand : q <= r

DiceTotal(d) == d[1] + d[2]
IsDouble(d) == d[1] = d[2]

(* Owns the entire color group (for rent doubling / building). *)
OwnsGroup(p, s) ==
    /\ s \in Streets
    /\ \A t \in ColorGroup[ColorOf(s)] : owner[t] = p

(* Number of railroads / utilities the owner of s holds. *)
RailroadsOwned(p) == Cardinality({r \in Railroads : owner[r] = p})
UtilitiesOwned(p) == Cardinality({u \in Utilities : owner[u] = p})

(* Rent computation. *)
RailroadRent(p) ==
    CASE RailroadsOwned(p) = 1 -> 25
      [] RailroadsOwned(p) = 2 -> 50
      [] RailroadsOwned(p) = 3 -> 100
      [] RailroadsOwned(p) = 4 -> 200
      [] OTHER -> 0

UtilityRent(p, roll) ==
    IF UtilitiesOwned(p) = 2 THEN 10 * roll ELSE 4 * roll

StreetRent(s) ==
    LET base == BaseRent[s]
        h == houses[s]
        grp == OwnsGroup(owner[s], s)
    IN IF h = 0 /\ grp THEN 2 * base ELSE base * (h + 1)

RentDue(s, p, roll) ==
    IF mortgaged[s] \/ owner[s] = 0 \/ owner[s] = p THEN 0
    ELSE IF s \in Railroads THEN RailroadRent(owner[s])
    ELSE IF s \in Utilities THEN UtilityRent(owner[s], roll)
    ELSE StreetRent(s)

(* Initial state. *)
Init ==
    /\ position = [p \in Players |-> GO]
    /\ money = [p \in Players |-> InitialMoney]
    /\ inJail = [p \in Players |-> FALSE]
    /\ jailTurns = [p \in Players |-> 0]
    /\ bankrupt = [p \in Players |-> FALSE]
    /\ owner = [s \in Deeds |-> 0]
    /\ houses = [s \in Streets |-> 0]
    /\ mortgaged = [s \in Deeds |-> FALSE]
    /\ current = 1
    /\ dice = <<1, 1>>
    /\ doublesCount = 0
    /\ phase = "roll"

(* Movement: advancing the pawn, paying GO salary on pass-through. *)
Advance(p, k) ==
    LET old == position[p]
        new == (old + k) % 40
        pass == new < old   \* wrapped past GO
    IN /\ position' = [position EXCEPT ![p] = new]
       /\ money' = IF pass THEN [money EXCEPT ![p] = @ + GoSalary] ELSE money

(* Edited: the decks.  The 15 Chance and 16 Community Chest cards of the   *)
(* landing-frequency seed (its chancedeck and communitydeck tables), in    *)
(* its order, drawn uniformly with replacement: each card is one witness   *)
(* of an \E in ResolveSquare, so that a uniform choice among the           *)
(* successors is a uniform draw.  A card that moves the token leaves the   *)
(* phase at "resolve", and the square reached is resolved as any other.    *)
ChanceCards == 1..15
CommunityChestCards == 1..16

(* The first square of S reached moving forward from square s. *)
NearestAhead(s, S) ==
    CHOOSE t \in S : \A u \in S : (t - s + 40) % 40 <= (u - s + 40) % 40

(* Houses (not hotels) and hotels on p's streets. *)
HousesOf(p) ==
    Cardinality({hk \in Streets \X (1..(MaxHouses - 1)) :
                   /\ owner[hk[1]] = p
                   /\ houses[hk[1]] < MaxHouses
                   /\ hk[2] <= houses[hk[1]]})
HotelsOf(p) == Cardinality({s \in Streets : owner[s] = p /\ houses[s] = MaxHouses})

(* The sum of f[x] for x in S. *)
RECURSIVE SumOver(_, _)
SumOver(f, S) ==
    IF S = {} THEN 0
    ELSE LET x == CHOOSE y \in S : TRUE IN f[x] + SumOver(f, S \ {x})

(* Pay amount from p to recipient (recipient = 0 means bank).  If p cannot *)
(* pay, p is bankrupted; cash and deeds go to recipient (or revert to the  *)
(* bank if the creditor is the bank).                                      *)
Pay(p, recipient, amount) ==
    IF money[p] >= amount
    THEN /\ money' = [q \in Players |->
                        IF q = p THEN money[q] - amount
                        ELSE IF recipient \in Players /\ q = recipient
                             THEN money[q] + amount
                             ELSE money[q]]
         /\ UNCHANGED <<owner, houses, mortgaged, bankrupt>>
    ELSE /\ bankrupt' = [bankrupt EXCEPT ![p] = TRUE]
         /\ money' = [q \in Players |->
                        IF q = p THEN 0
                        ELSE IF recipient \in Players /\ q = recipient
                             THEN money[q] + money[p]
                             ELSE money[q]]
         /\ owner' = [s \in Deeds |->
                        IF owner[s] = p
                        THEN (IF recipient \in Players THEN recipient ELSE 0)
                        ELSE owner[s]]
         /\ houses' = [s \in Streets |-> IF owner[s] = p THEN 0 ELSE houses[s]]
         /\ mortgaged' = [s \in Deeds |-> IF owner[s] = p THEN FALSE ELSE mortgaged[s]]

(* Edited: what the cards do.  Each operator below defines every variable  *)
(* but current and yields exactly one successor.                           *)

(* Go directly to Jail (the Go To Jail square and the cards). *)
SendToJail(p) ==
    /\ position' = [position EXCEPT ![p] = JailSquare]
    /\ inJail' = [inJail EXCEPT ![p] = TRUE]
    /\ jailTurns' = [jailTurns EXCEPT ![p] = 0]
    /\ doublesCount' = 0
    /\ phase' = "endTurn"
    /\ UNCHANGED <<money, bankrupt, owner, houses, mortgaged, dice>>

(* Advance the token to square t, collecting the salary if it passes GO    *)
(* (as a roll does); the square reached is resolved next.                  *)
AdvanceTo(p, t) ==
    /\ Advance(p, (t - position[p] + 40) % 40)
    /\ phase' = "resolve"
    /\ UNCHANGED <<inJail, jailTurns, bankrupt, owner, houses, mortgaged,
                   doublesCount, dice>>

(* Go back k squares (never past GO from a card square: no salary). *)
GoBack(p, k) ==
    /\ position' = [position EXCEPT ![p] = (@ - k + 40) % 40]
    /\ phase' = "resolve"
    /\ UNCHANGED <<money, inJail, jailTurns, bankrupt, owner, houses,
                   mortgaged, doublesCount, dice>>

(* A card that moves money between p and the bank only: delta > 0 is       *)
(* collected, delta < 0 paid (or bankruptcy, as for a tax).                *)
CardCash(p, delta) ==
    /\ IF delta < 0
       THEN Pay(p, 0, -delta)
       ELSE /\ money' = [money EXCEPT ![p] = @ + delta]
            /\ UNCHANGED <<owner, houses, mortgaged, bankrupt>>
    /\ phase' = "endTurn"
    /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>

(* Pay each other player still in the game `amount`; a player who cannot   *)
(* pay them all goes bankrupt to the bank.                                 *)
PayEachPlayer(p, amount) ==
    LET others == Active \ {p}
        total == amount * Cardinality(others)
    IN /\ IF money[p] >= total
          THEN /\ money' = [q \in Players |->
                              IF q = p THEN money[q] - total
                              ELSE IF q \in others THEN money[q] + amount
                              ELSE money[q]]
               /\ UNCHANGED <<owner, houses, mortgaged, bankrupt>>
          ELSE Pay(p, 0, total)
       /\ phase' = "endTurn"
       /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>

(* Collect `amount` from each other player still in the game; one who      *)
(* cannot pay goes bankrupt to p: p gets its cash and its deeds (houses    *)
(* sold, mortgages lifted), as Pay does for one creditor.                  *)
CollectFromEachPlayer(p, amount) ==
    LET others == Active \ {p}
        payers == {q \in others : money[q] >= amount}
        broke == others \ payers
        got == amount * Cardinality(payers) + SumOver(money, broke)
    IN /\ money' = [q \in Players |->
                      IF q = p THEN money[q] + got
                      ELSE IF q \in payers THEN money[q] - amount
                      ELSE IF q \in broke THEN 0
                      ELSE money[q]]
       /\ bankrupt' = [q \in Players |-> bankrupt[q] \/ q \in broke]
       /\ owner' = [s \in Deeds |-> IF owner[s] \in broke THEN p ELSE owner[s]]
       /\ houses' = [s \in Streets |-> IF owner[s] \in broke THEN 0 ELSE houses[s]]
       /\ mortgaged' = [s \in Deeds |->
                          IF owner[s] \in broke THEN FALSE ELSE mortgaged[s]]
       /\ phase' = "endTurn"
       /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>

(* Chance, the seed's chancedeck in its order. *)
ChanceCard(p, card) ==
    CASE card = 1 -> AdvanceTo(p, GO)                             \* Advance to Go
      [] card = 2 -> AdvanceTo(p, 24)                             \* Advance to Illinois Ave.
      [] card = 3 -> AdvanceTo(p, 11)                             \* Advance to St. Charles Place
      [] card = 4 -> AdvanceTo(p, NearestAhead(position[p], Utilities)) \* nearest Utility
      [] card = 5 -> AdvanceTo(p, NearestAhead(position[p], Railroads)) \* nearest Railroad
      [] card = 6 -> AdvanceTo(p, 5)                              \* Reading Railroad
      [] card = 7 -> AdvanceTo(p, 39)                             \* Boardwalk
      [] card = 8 -> SendToJail(p)                                \* Go to Jail
      [] card = 9 -> GoBack(p, 3)                                 \* Go Back 3 Spaces
      [] card = 10 -> CardCash(p, 50)                             \* dividend of $50
      [] card = 11 -> CardCash(p, 0)                              \* Get out of Jail Free (not kept)
      [] card = 12 -> CardCash(p, -(25 * HousesOf(p) + 100 * HotelsOf(p))) \* general repairs
      [] card = 13 -> CardCash(p, -15)                            \* poor tax of $15
      [] card = 14 -> PayEachPlayer(p, 50)                        \* Chairman of the Board
      [] OTHER -> CardCash(p, 150)                                \* 15: building loan matures

(* Community Chest, the seed's communitydeck in its order. *)
CommunityChestCard(p, card) ==
    CASE card = 1 -> AdvanceTo(p, GO)                             \* Advance to Go
      [] card = 2 -> SendToJail(p)                                \* Go to Jail
      [] card = 3 -> CardCash(p, 200)                             \* Bank error in your favor
      [] card = 4 -> CardCash(p, -50)                             \* Doctor's fees
      [] card = 5 -> CardCash(p, 45)                              \* sale of stock
      [] card = 6 -> CardCash(p, 0)                               \* Get Out of Jail Free (not kept)
      [] card = 7 -> CollectFromEachPlayer(p, 50)                 \* Grand Opera Night Opening
      [] card = 8 -> CardCash(p, 100)                             \* Xmas Fund matures
      [] card = 9 -> CardCash(p, 20)                              \* Income tax refund
      [] card = 10 -> CardCash(p, 100)                            \* Life insurance matures
      [] card = 11 -> CardCash(p, -100)                           \* hospital fees
      [] card = 12 -> CardCash(p, -150)                           \* school tax
      [] card = 13 -> CardCash(p, 25)                             \* Receive for services
      [] card = 14 -> CardCash(p, -(40 * HousesOf(p) + 115 * HotelsOf(p))) \* street repairs
      [] card = 15 -> CardCash(p, 10)                             \* beauty contest
      [] OTHER -> CardCash(p, 100)                                \* 16: You inherit $100

(* Actions: a turn proceeds roll -> resolve -> buyOrAuction? -> endTurn *)

(* Roll the dice and move (or attempt jail escape). *)
RollAndMove ==
    /\ phase = "roll"
    /\ ~bankrupt[current]
    /\ current' = current
    /\ \E d \in (1..6) \X (1..6) :
         /\ dice' = d
         /\ IF inJail[current]
            THEN \* In jail: doubles get out free; otherwise pay $50 after 3 turns.
                 IF IsDouble(d)
                 THEN /\ inJail' = [inJail EXCEPT ![current] = FALSE]
                      /\ jailTurns' = [jailTurns EXCEPT ![current] = 0]
                      /\ Advance(current, DiceTotal(d))
                      /\ doublesCount' = 0   \* no extra turn from jail-doubles
                      /\ phase' = "resolve"
                      /\ UNCHANGED <<bankrupt, owner, houses, mortgaged>>
                 ELSE IF jailTurns[current] = MaxJailTurns - 1
                 THEN \* must pay fine, exit jail, and advance
                      LET old == position[current]
                          new == (old + DiceTotal(d)) % 40
                          pass == new < old
                          gain == (IF pass THEN GoSalary ELSE 0) - JailFine
                      IN /\ money[current] + gain >= 0
                         /\ money' = [money EXCEPT ![current] = @ + gain]
                         /\ position' = [position EXCEPT ![current] = new]
                         /\ inJail' = [inJail EXCEPT ![current] = FALSE]
                         /\ jailTurns' = [jailTurns EXCEPT ![current] = 0]
                         /\ doublesCount' = 0
                         /\ phase' = "resolve"
                         /\ UNCHANGED <<bankrupt, owner, houses, mortgaged>>
                 ELSE /\ jailTurns' = [jailTurns EXCEPT ![current] = @ + 1]
                      /\ phase' = "endTurn"
                      /\ doublesCount' = 0
                      /\ UNCHANGED <<position, money, inJail, bankrupt, owner,
                                     houses, mortgaged>>
            ELSE \* Free play.
                 IF IsDouble(d) /\ doublesCount = 2
                 THEN \* third double in a row -> Go to Jail
                      /\ position' = [position EXCEPT ![current] = JailSquare]
                      /\ inJail' = [inJail EXCEPT ![current] = TRUE]
                      /\ jailTurns' = [jailTurns EXCEPT ![current] = 0]
                      /\ doublesCount' = 0
                      /\ phase' = "endTurn"
                      /\ UNCHANGED <<money, bankrupt, owner, houses, mortgaged>>
                 ELSE /\ Advance(current, DiceTotal(d))
                      /\ doublesCount' = IF IsDouble(d) THEN doublesCount + 1 ELSE 0
                      /\ phase' = "resolve"
                      /\ UNCHANGED <<inJail, jailTurns, bankrupt, owner, houses,
                                     mortgaged>>

(* Resolve the square the player landed on. *)
ResolveSquare ==
    /\ phase = "resolve"
    /\ current' = current
    /\ LET p == current
           s == position[current]
           r == DiceTotal(dice)
       IN CASE s = GoToJail -> SendToJail(p)
            [] s = 4 ->   \* Income Tax
                 /\ Pay(p, 0, 200)
                 /\ phase' = "endTurn"
                 /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>
            [] s = 38 ->  \* Luxury Tax
                 /\ Pay(p, 0, 100)
                 /\ phase' = "endTurn"
                 /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>
            [] s \in ChanceSquares ->   \* edited: draw a Chance card
                 \E card \in ChanceCards : ChanceCard(p, card)
            [] s \in CommunityChestSquares ->   \* edited: draw a Community Chest card
                 \E card \in CommunityChestCards : CommunityChestCard(p, card)
            [] s \in Deeds ->
                 IF owner[s] = 0
                 THEN /\ phase' = "buyOrAuction"
                      /\ UNCHANGED <<position, money, inJail, jailTurns, bankrupt,
                                     owner, houses, mortgaged, doublesCount, dice>>
                 ELSE \* pay rent (or nothing if owner = p, mortgaged, etc.)
                      /\ Pay(p, owner[s], RentDue(s, p, r))
                      /\ phase' = "endTurn"
                      /\ UNCHANGED <<position, inJail, jailTurns, doublesCount, dice>>
            [] OTHER ->   \* GO, JustVisiting, FreeParking
                 /\ phase' = "endTurn"
                 /\ UNCHANGED <<position, money, inJail, jailTurns, bankrupt,
                                owner, houses, mortgaged, doublesCount, dice>>

(* Buy the unowned deed you landed on. *)
BuyProperty ==
    /\ phase = "buyOrAuction"
    /\ LET p == current
           s == position[p]
       IN /\ s \in Deeds
          /\ owner[s] = 0
          /\ money[p] >= Price[s]
          /\ money' = [money EXCEPT ![p] = @ - Price[s]]
          /\ owner' = [owner EXCEPT ![s] = p]
          /\ phase' = "endTurn"
          /\ UNCHANGED <<position, inJail, jailTurns, bankrupt, houses,
                         mortgaged, current, doublesCount, dice>>

(* Decline to buy: property stays with bank (auction abstracted out). *)
DeclineProperty ==
    /\ phase = "buyOrAuction"
    /\ phase' = "endTurn"
    /\ UNCHANGED <<position, money, inJail, jailTurns, bankrupt, owner, houses,
                   mortgaged, current, doublesCount, dice>>

(* Build a house on a fully-owned color group (between turns). *)
BuildHouse ==
    /\ phase = "endTurn"
    /\ \E s \in Streets :
         /\ owner[s] = current
         /\ OwnsGroup(current, s)
         /\ ~mortgaged[s]
         /\ houses[s] < MaxHouses
         \* even-build rule: cannot be more than 1 ahead of any group-mate
         /\ \A t \in ColorGroup[ColorOf(s)] : houses[s] <= houses[t]
         /\ money[current] >= HouseCost[s]
         /\ money' = [money EXCEPT ![current] = @ - HouseCost[s]]
         /\ houses' = [houses EXCEPT ![s] = @ + 1]
         /\ UNCHANGED <<position, inJail, jailTurns, bankrupt, owner, mortgaged,
                        current, doublesCount, dice, phase>>

(* Mortgage / unmortgage a deed (between turns). *)
Mortgage ==
    /\ phase = "endTurn"
    /\ \E s \in Deeds :
         /\ owner[s] = current
         /\ ~mortgaged[s]
         /\ IF s \in Streets THEN houses[s] = 0 ELSE TRUE
         /\ money' = [money EXCEPT ![current] = @ + (Price[s] \div 2)]
         /\ mortgaged' = [mortgaged EXCEPT ![s] = TRUE]
         /\ UNCHANGED <<position, inJail, jailTurns, bankrupt, owner, houses,
                        current, doublesCount, dice, phase>>

Unmortgage ==
    /\ phase = "endTurn"
    /\ \E s \in Deeds :
         LET back == (Price[s] \div 2) + (Price[s] \div 20)   \* + 10% interest
         IN /\ owner[s] = current
            /\ mortgaged[s]
            /\ money[current] >= back
            /\ money' = [money EXCEPT ![current] = @ - back]
            /\ mortgaged' = [mortgaged EXCEPT ![s] = FALSE]
            /\ UNCHANGED <<position, inJail, jailTurns, bankrupt, owner, houses,
                           current, doublesCount, dice, phase>>

(* End the turn (or take an extra turn on doubles). *)
EndTurn ==
    /\ phase = "endTurn"
    /\ Cardinality(Active) > 1
    /\ phase' = "roll"
    /\ IF IsDouble(dice) /\ doublesCount > 0 /\ ~inJail[current]
       THEN /\ current' = current
            /\ doublesCount' = doublesCount
       ELSE /\ current' = NextActive(current)
            /\ doublesCount' = 0
    /\ UNCHANGED <<position, money, inJail, jailTurns, bankrupt, owner, houses,
                   mortgaged, dice>>

(* Next-state and spec. *)
GameOver == Cardinality(Active) <= 1

Next ==
    IF GameOver
    THEN UNCHANGED vars
    ELSE \/ RollAndMove
         \/ ResolveSquare
         \/ BuyProperty
         \/ DeclineProperty
         \/ BuildHouse
         \/ Mortgage
         \/ Unmortgage
         \/ EndTurn

Spec == Init /\ [][Next]_vars /\ WF_vars(EndTurn)

(* Invariants and properties. *)

(* Houses on a color group never differ by more than one (even-build rule). *)
EvenBuilding ==
    \A c \in DOMAIN ColorGroup :
        \A s, t \in ColorGroup[c] :
            (owner[s] = owner[t] /\ owner[s] # 0) => (houses[s] - houses[t] \in -1..1)

(* A bankrupt player owns nothing and has zero cash. *)
BankruptcyClean ==
    \A p \in Players :
        bankrupt[p] => /\ money[p] = 0
                       /\ \A s \in Deeds : owner[s] # p

(* No deed is owned by a bankrupt player. *)
OwnershipValid ==
    \A s \in Deeds : owner[s] # 0 => ~bankrupt[owner[s]]

(* The current player is always an active player while the game continues. *)
TurnValid ==
    Cardinality(Active) > 1 => ~bankrupt[current]

(* Liveness: someone eventually wins (only one active player remains). *)
EventuallyOneWinner == <>(Cardinality(Active) <= 1)

=============================================================================
