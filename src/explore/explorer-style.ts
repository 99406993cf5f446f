/** The explorer's style sheet, on top of the HTML viewer's: the board at the left, the panels at the right. */
export const EXPLORER_STYLE =
  `
#explorer { display: flex; gap: 12px; align-items: flex-start; padding: 10px; }
#explorer #viewer { grid-template-columns: minmax(640px, 860px); padding: 0; flex: 1 1 auto; }
#reached { margin: 4px 0; padding: 3px 8px; background: #fff3c4; border: 1px solid #b58900; color: #5a4300; font-weight: 600; }
#board.violating { box-shadow: 0 0 0 5px #c0141c; }
#viewer.no-board #board { display: none; }
#viewer.no-board #centre { width: 100%; max-height: none; }
#values { border-collapse: collapse; font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
#values td { padding: 1px 8px 1px 0; vertical-align: top; }
#values td.name { font-weight: 600; }
#values tr.changed td { background: var(--changed); }
#side { flex: 0 0 430px; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
#side section { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 6px 8px; }
#side h2 { font-size: 12px; margin: 0 0 4px; text-transform: uppercase; letter-spacing: 0.05em; color: #555; }
#side .row { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
#side select { max-width: 100%; }
#side button, #side select { font: inherit; padding: 2px 8px; ` +
  `border: 1px solid #666; border-radius: 4px; background: #fff; cursor: pointer; }
#side button:disabled { opacity: 0.4; cursor: default; }
#navigation #back, #navigation #forward { font: inherit; }
#breadcrumb { margin: 0; padding-left: 26px; max-height: 150px; overflow: auto; font-size: 11px; }
#breadcrumb li.current > button { font-weight: 700; }
#breadcrumb li.outside > button { color: #888; }
#breadcrumb button { vertical-align: top; border: none; background: none; ` +
  `padding: 0; text-align: left; cursor: pointer; color: #1d4fa0; font: inherit; }
.checks { list-style: none; margin: 0 0 4px; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.checks li { padding: 1px 6px; border-radius: 10px; font-size: 11px; border: 1px solid; }
.checks li.holds { background: #e3f6e8; border-color: #1f8a3a; color: #12542a; }
.checks li.violated { background: #ffe3e3; border-color: #c0141c; color: #7a0000; font-weight: 700; }
.checks li.reached { background: #fff3c4; border-color: #b58900; color: #5a4300; font-weight: 700; }
.checks li.unreached { background: #f3f3f3; border-color: #bbb; color: #777; }
#facts { margin: 0; font-size: 11px; color: #444; font-family: ui-monospace, Menlo, Consolas, monospace; }
#successors-scroll { max-height: 420px; overflow: auto; }
#successors { width: 100%; border-collapse: collapse; font-size: 11px; }
#successors tr { cursor: pointer; border-top: 1px solid #eee; }
#successors tr:hover, #successors tr:focus { background: #eef4ff; outline: none; }
#successors tr.outside { color: #888; }
#successors tr.violating td.what { color: #a00000; }
#successors td { padding: 2px 3px; vertical-align: top; }
#successors td.index { color: #888; text-align: right; }
#successors td.action { font-weight: 600; white-space: nowrap; }
#successors .changes { color: #555; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 10px; }
#successors .tag { display: inline-block; margin-left: 4px; padding: 0 4px; border-radius: 3px; font-size: 10px; background: #eee; }
#successors .tag.bad { background: #ffe3e3; color: #7a0000; }
#successors-note, #guide-note, #find-progress, #trace-message { margin: 2px 0; font-size: 11px; color: #444; }
#trace-message.error, #find-progress.error, #action.error { color: #a00000; }
#guide nav { display: flex; gap: 4px; align-items: center; }
#guide-counter { font-weight: 700; min-width: 110px; text-align: center; }
#guide-title { text-transform: none !important; letter-spacing: 0 !important; color: #1b1b1b !important; }
`;
