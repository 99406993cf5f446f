---- MODULE Lights ----
\* A pedestrian light: pressing the button makes a red light turn green.
VARIABLES light, waiting

Init == light = "red" /\ waiting = FALSE

Press == ~waiting /\ waiting' = TRUE /\ UNCHANGED light

Change ==
    \/ light = "red" /\ waiting /\ light' = "green" /\ waiting' = FALSE
    \/ light = "green" /\ light' = "yellow" /\ UNCHANGED waiting
    \/ light = "yellow" /\ light' = "red" /\ UNCHANGED waiting

Next == Press \/ Change
====
