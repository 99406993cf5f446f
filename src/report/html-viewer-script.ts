/**
 * The HTML viewer's script (plain ES5, no library): builds the board from the
 * embedded JSON, then draws one step at a time. Every text from the trace is
 * set with textContent, never parsed as HTML.
 */
export const VIEWER_SCRIPT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('trace-data').textContent);
  var PLAYER_COLOURS = ['var(--player1)', 'var(--player2)', 'var(--player3)', 'var(--player4)'];
  var PER_PLAYER = ['position', 'money', 'inJail', 'jailTurns', 'bankrupt'];
  var PER_SQUARE = ['owner', 'houses', 'mortgaged'];
  var board = document.getElementById('board');
  var squareElements = [];
  var names = [];
  var index = 0;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function colourOf(player) { return PLAYER_COLOURS[(player - 1) % PLAYER_COLOURS.length]; }
  function money(amount) { return (amount < 0 ? '-$' : '$') + Math.abs(amount).toLocaleString('en-US'); }
  /** Grid row and column (1-based) of a square: GO bottom right, then clockwise. */
  function placeOf(square) {
    if (square <= 10) return [11, 11 - square];
    if (square <= 20) return [11 - (square - 10), 1];
    if (square <= 30) return [1, 1 + (square - 20)];
    return [1 + (square - 30), 11];
  }

  data.squares.forEach(function (square) {
    var cell = element('div', 'square ' + square.kind);
    var place = placeOf(square.number);
    cell.style.gridRow = String(place[0]);
    cell.style.gridColumn = String(place[1]);
    cell.setAttribute('data-square', String(square.number));
    cell.title = square.name + ' (' + square.number + ')';
    if (square.group) {
      var band = element('div', 'band');
      band.style.background = 'var(--' + square.group + ')';
      cell.appendChild(band);
    }
    cell.appendChild(element('div', 'name', square.name));
    if (square.price !== null) cell.appendChild(element('div', 'price', '$' + square.price));
    cell.appendChild(element('div', 'deed-state'));
    cell.appendChild(element('div', 'tokens'));
    cell.appendChild(element('div', 'number', String(square.number)));
    board.appendChild(cell);
    squareElements[square.number] = cell;
    names[square.number] = square.name;
  });

  function drawSquares(state) {
    var deeds = {};
    state.deeds.forEach(function (deed) { deeds[deed.square] = deed; });
    squareElements.forEach(function (cell, square) {
      var deed = deeds[square];
      var deedState = cell.querySelector('.deed-state');
      deedState.textContent = '';
      cell.classList.remove('owned', 'mortgaged');
      cell.removeAttribute('data-owner');
      cell.style.removeProperty('--owner-colour');
      if (deed) {
        if (deed.owner > 0) {
          cell.classList.add('owned');
          cell.setAttribute('data-owner', String(deed.owner));
          cell.style.setProperty('--owner-colour', colourOf(deed.owner));
          deedState.appendChild(element('span', 'owner-tag', 'P' + deed.owner));
        }
        if (deed.houses) {
          var buildings = element('div', 'buildings');
          if (deed.houses >= 5) buildings.appendChild(element('span', 'hotel', 'H'));
          else for (var h = 0; h < deed.houses; h++) buildings.appendChild(element('span', 'house'));
          buildings.title = deed.houses >= 5 ? 'a hotel' : deed.houses + (deed.houses === 1 ? ' house' : ' houses');
          deedState.appendChild(buildings);
        }
        if (deed.mortgaged) {
          cell.classList.add('mortgaged');
          deedState.appendChild(element('div', 'mortgage-tag', 'MORTGAGED'));
        }
      }
      cell.querySelector('.tokens').textContent = '';
    });
    state.players.forEach(function (player) {
      var classes = 'token' + (player.inJail ? ' jailed' : '') + (player.bankrupt ? ' bankrupt' : '') + (player.number === state.current ? ' current' : '');
      var token = element('span', classes, String(player.number));
      token.style.background = colourOf(player.number);
      token.setAttribute('data-player', String(player.number));
      token.title = 'player ' + player.number + (player.bankrupt ? ' (bankrupt)' : player.inJail ? ' (in jail)' : '');
      var cell = squareElements[player.position];
      if (cell) cell.querySelector('.tokens').appendChild(token);
    });
  }

  function field(label, value, name) {
    var node = element('span', 'field');
    node.setAttribute('data-field', name);
    node.appendChild(element('b', '', label + ' '));
    if (typeof value === 'string') node.appendChild(document.createTextNode(value));
    else node.appendChild(value);
    return node;
  }

  function drawStatus(state) {
    var status = document.getElementById('status');
    status.textContent = '';
    var dice = element('span', 'dice');
    dice.appendChild(element('span', 'die', String(state.dice[0])));
    dice.appendChild(document.createTextNode(' '));
    dice.appendChild(element('span', 'die', String(state.dice[1])));
    status.appendChild(field('Turn:', 'player ' + state.current, 'current'));
    status.appendChild(field('Phase:', state.phase, 'phase'));
    status.appendChild(field('Dice:', dice, 'dice'));
    status.appendChild(field('Doubles in a row:', String(state.doublesCount), 'doublesCount'));
  }

  function drawPlayers(state) {
    var players = document.getElementById('players');
    players.textContent = '';
    state.players.forEach(function (player) {
      var card = element('div', 'player' + (player.number === state.current ? ' current' : '') + (player.bankrupt ? ' bankrupt' : ''));
      card.setAttribute('data-player', String(player.number));
      card.style.setProperty('--player-colour', colourOf(player.number));
      card.appendChild(element('div', 'who', 'Player ' + player.number + (player.number === state.current ? ' (to play)' : '')));
      var cash = element('div', 'cash', money(player.money));
      cash.setAttribute('data-field', 'money');
      card.appendChild(cash);
      var where = element('div', 'where', 'on ' + names[player.position] + ' (' + player.position + ')');
      where.setAttribute('data-field', 'position');
      card.appendChild(where);
      var flags = [];
      if (player.bankrupt) flags.push('BANKRUPT');
      if (player.inJail) flags.push('in jail (turn ' + player.jailTurns + ')');
      var flagLine = element('div', 'flags', flags.length ? flags.join(', ') : 'playing');
      flagLine.setAttribute('data-field', player.bankrupt ? 'bankrupt' : player.inJail ? 'inJail' : 'flags');
      card.appendChild(flagLine);
      players.appendChild(card);
    });
  }

  function highlight(step) {
    Array.prototype.forEach.call(document.querySelectorAll('.changed'), function (node) { node.classList.remove('changed'); });
    step.changed.forEach(function (entry) {
      var targets = [];
      if (PER_SQUARE.indexOf(entry.variable) >= 0) targets.push(squareElements[entry.key]);
      else if (PER_PLAYER.indexOf(entry.variable) >= 0) {
        var card = document.querySelector('.player[data-player="' + entry.key + '"]');
        if (card) {
          var name = entry.variable === 'jailTurns' || entry.variable === 'inJail' || entry.variable === 'bankrupt' ? '.flags' : '[data-field="' + entry.variable + '"]';
          targets.push(card.querySelector(name));
        }
        if (entry.variable === 'position') targets.push(document.querySelector('.token[data-player="' + entry.key + '"]'));
      } else targets.push(document.querySelector('#status [data-field="' + entry.variable + '"]'));
      targets.forEach(function (target) { if (target) target.classList.add('changed'); });
    });
  }

  function render() {
    var step = data.steps[index];
    var last = index === data.steps.length - 1;
    document.getElementById('counter').textContent = 'Step ' + (index + 1) + ' of ' + data.steps.length;
    document.getElementById('first').disabled = index === 0;
    document.getElementById('previous').disabled = index === 0;
    document.getElementById('next').disabled = last;
    document.getElementById('last').disabled = last;
    document.getElementById('action').textContent = index === 0 ? 'Initial state' : 'Action: ' + step.title;
    var violation = document.getElementById('violation');
    violation.hidden = !(last && data.violation);
    violation.textContent = last && data.violation ? 'State ' + (index + 1) + ': ' + data.violation : '';
    drawSquares(step.state);
    drawStatus(step.state);
    drawPlayers(step.state);
    var changes = document.getElementById('changes');
    changes.textContent = '';
    (index === 0 ? ['(the initial state)'] : step.changes.length ? step.changes : ['(no change)']).forEach(function (line) {
      changes.appendChild(element('li', '', line));
    });
    highlight(step);
    try { history.replaceState(null, '', '#step=' + (index + 1)); } catch (ignored) { /* some file: URLs refuse it */ }
  }

  function go(target) {
    index = Math.max(0, Math.min(data.steps.length - 1, target));
    render();
  }

  document.getElementById('first').addEventListener('click', function () { go(0); });
  document.getElementById('previous').addEventListener('click', function () { go(index - 1); });
  document.getElementById('next').addEventListener('click', function () { go(index + 1); });
  document.getElementById('last').addEventListener('click', function () { go(data.steps.length - 1); });
  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: data.steps.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  });
  document.getElementById('note').textContent = data.note || '';
  var fromHash = /^#step=(\d+)$/.exec(location.hash);
  go(fromHash ? Number(fromHash[1]) - 1 : 0);
})();
`;
