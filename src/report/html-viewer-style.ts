/** The HTML viewer's style sheet: an 11 by 11 grid whose outer ring is the board and whose middle is the step panel. */
export const VIEWER_STYLE =
  `
:root {
  --brown: #8b4513; --lblue: #9fd8f5; --pink: #d93a96; --orange: #f7941d;
  --red: #ed1b24; --yellow: #fef200; --green: #1fb25a; --dblue: #0072bb;
  --player1: #d62828; --player2: #1d5fd1; --player3: #2a9d3f; --player4: #8e44ad;
  --felt: #cde6d0; --ink: #1b1b1b; --changed: #ffb703;
}
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f4f1ea; }
#viewer { display: grid; grid-template-columns: minmax(760px, 980px); justify-content: center; padding: 12px; }
#board {
  grid-area: 1 / 1; display: grid; aspect-ratio: 1 / 1;
  grid-template-columns: 1.5fr repeat(9, 1fr) 1.5fr; grid-template-rows: 1.5fr repeat(9, 1fr) 1.5fr;
  background: var(--felt); border: 2px solid #333;
}
.square { position: relative; border: 1px solid #555; background: #fdfcf7; overflow: hidden; ` +
  `padding: 2px; display: flex; flex-direction: column; align-items: center; text-align: center; }
.square .band { width: 100%; height: 16%; min-height: 9px; border-bottom: 1px solid #555; flex: none; }
.square .name { font-size: 9px; font-weight: 600; line-height: 1.1; margin-top: 2px; }
.square .price { font-size: 9px; color: #444; }
.square .number { position: absolute; right: 2px; bottom: 1px; font-size: 8px; color: #888; }
.square.corner .name { font-size: 11px; margin-top: 10%; }
.square.owned { box-shadow: inset 0 0 0 4px var(--owner-colour); }
.square .owner-tag { font-size: 9px; font-weight: 700; color: #fff; background: var(--owner-colour); border-radius: 3px; padding: 0 3px; }
.square .buildings { display: flex; gap: 1px; height: 10px; margin-top: 1px; }
.square .house { width: 8px; height: 8px; background: #1e8a3a; border: 1px solid #0b4a1b; }
.square .hotel { width: 16px; height: 9px; background: #c0141c; border: 1px solid #5a0000; ` +
  `color: #fff; font-size: 7px; line-height: 7px; font-weight: 700; }
.square.mortgaged { background: repeating-linear-gradient(45deg, #fdfcf7, #fdfcf7 5px, #ddd 5px, #ddd 10px); }
.square .mortgage-tag { font-size: 8px; font-weight: 700; color: #7a0000; }
.square .tokens { position: absolute; left: 2px; bottom: 2px; display: flex; flex-wrap: wrap; gap: 2px; }
.token { display: inline-flex; width: 17px; height: 17px; border-radius: 50%; color: #fff; font-size: 10px; ` +
  `font-weight: 700; align-items: center; justify-content: center; border: 2px solid #fff; box-shadow: 0 0 0 1px #000; }
.token.jailed { border-style: dashed; }
.token.bankrupt { opacity: 0.35; text-decoration: line-through; }
.token.current { outline: 2px solid var(--changed); outline-offset: 1px; }
.changed { outline: 3px solid var(--changed) !important; outline-offset: 1px; background-color: #fff3c4; border-radius: 3px; }
.square.changed { outline-offset: -3px; border-radius: 0; }
#centre { grid-area: 1 / 1; align-self: center; justify-self: center; width: 74%; max-height: 74%; ` +
  `overflow: auto; padding: 10px 14px; background: rgba(255, 255, 255, 0.92); border-radius: 8px; }
#centre h1 { font-size: 17px; margin: 0 0 2px; }
#centre h2 { font-size: 12px; margin: 8px 0 2px; text-transform: uppercase; letter-spacing: 0.05em; color: #555; }
#source, #note { margin: 0; color: #555; font-size: 11px; }
#navigation { display: flex; gap: 6px; align-items: center; margin: 8px 0; }
#navigation button { font: inherit; padding: 3px 9px; border: 1px solid #666; border-radius: 4px; background: #fff; cursor: pointer; }
#navigation button:disabled { opacity: 0.4; cursor: default; }
#counter { font-weight: 700; min-width: 110px; text-align: center; }
#action { font-weight: 600; margin: 4px 0; padding: 4px 6px; background: #eef4ff; border-left: 4px solid #1d5fd1; }
#violation { margin: 6px 0; padding: 6px 8px; background: #ffe3e3; border: 2px solid #c0141c; color: #7a0000; font-weight: 700; }
#status { display: flex; flex-wrap: wrap; gap: 10px; margin: 6px 0; }
#status .field { padding: 2px 6px; background: #f3f3f3; border-radius: 4px; }
.die { display: inline-block; min-width: 18px; padding: 0 3px; border: 1px solid #333; ` +
  `border-radius: 3px; background: #fff; text-align: center; font-weight: 700; }
#players { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: 6px; }
.player { border: 2px solid var(--player-colour); border-radius: 6px; padding: 4px 6px; background: #fff; }
.player.current { background: #fffbe6; box-shadow: 0 0 0 2px var(--changed); }
.player.bankrupt { opacity: 0.6; background: #eee; }
.player .who { font-weight: 700; color: var(--player-colour); }
.player .cash { font-size: 15px; font-weight: 700; }
.player .where, .player .flags { font-size: 11px; }
#changes { margin: 0; padding-left: 18px; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11px; }
`;
