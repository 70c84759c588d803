/** The console's script (plain browser JavaScript, served as is); see console-page.ts. */
export const consoleJs = `'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  let token = sessionStorage.getItem('support-token');
  let current = null;
  let socket = null;

  async function staff(method, path, body) {
    const response = await fetch('/staff/v1' + path, {
      method,
      headers: Object.assign({ authorization: 'Bearer ' + token }, body ? { 'content-type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = await response.json();
    if (!envelope.info.success) throw new Error(envelope.info.message);
    return envelope.data;
  }
  const item = (text, className) => {
    const li = document.createElement('li');
    li.textContent = text;
    if (className) li.className = className;
    return li;
  };
  const showError = (id) => (error) => { $(id).textContent = error.message; };

  async function refreshQueue() {
    const { conversations } = await staff('GET', '/chat/conversations');
    $('queue').replaceChildren(...conversations.map((row) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      const waiting = row.waitingSeconds === null ? 'answered' : 'waiting ' + Math.floor(row.waitingSeconds / 60) + ' min';
      button.textContent = row.username + ' · ' + waiting + (row.assignedTo ? ' · ' + row.assignedTo : '') + ' · ' + (row.lastMessage || '');
      button.addEventListener('click', () => { void openConversation(row.id).catch(showError('desk-error')); });
      li.append(button);
      return li;
    }));
    staff('GET', '/contact-messages').then(({ messages }) => {
      $('contact').replaceChildren(...messages.map((m) => item(m.createdAt.slice(0, 16) + ' ' + m.name + ' <' + m.email + '>: ' + m.message)));
    }, () => undefined);
  }

  function showMessage(message) {
    if (!current || message.conversationId !== current || document.querySelector('[data-id="' + message.id + '"]')) return;
    const li = item((message.from === 'agent' ? 'Support: ' : 'Player: ') + message.text, message.from);
    li.dataset.id = message.id;
    li.dataset.testid = 'agent-message-' + message.from;
    $('log').append(li);
  }

  async function openConversation(id) {
    current = id;
    const data = await staff('GET', '/chat/conversations/' + id);
    $('conversation').hidden = false;
    const card = data.player;
    const rows = [['Player', card.username], ['E-mail', card.email], ['Balance', card.balance + ' ' + card.currency],
      ['Bonus', card.bonus + ' ' + card.currency], ['Last deposit', card.lastDeposit || '-'],
      ['Last log-in', card.lastLogin || '-'], ['Last bonus', card.lastBonus || '-'], ['Level', String(card.level ?? '-')],
      ['Status', data.conversation.status + (data.conversation.closeReason ? ' (' + data.conversation.closeReason + ')' : '')]];
    $('card').replaceChildren(...rows.flatMap(([term, value]) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      return [dt, dd];
    }));
    $('log').replaceChildren();
    data.messages.forEach(showMessage);
    const last = data.messages.at(-1);
    if (last && socket && socket.readyState === 1) socket.send(JSON.stringify({ type: 'read', conversationId: id, lastMessageId: last.id }));
  }

  function connect() {
    const url = new URL('/live/chat', location.href);
    url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(url);
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', staff: token }));
    socket.onmessage = (event) => {
      const data = JSON.parse(event.data);
      if (data.type === 'message') { showMessage(data.message); void refreshQueue(); }
      if (data.type === 'typing' && data.from === 'player' && data.conversationId === current) {
        $('typing').textContent = 'The player is typing…';
        setTimeout(() => { $('typing').textContent = ''; }, 4000);
      }
    };
    socket.onclose = () => setTimeout(connect, 3000);
  }

  async function startDesk() {
    $('login').hidden = true;
    $('desk').hidden = false;
    await refreshQueue();
    connect();
    setInterval(() => { void refreshQueue().catch(() => undefined); }, 15000);
  }

  $('login').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    fetch('/staff/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
    }).then((response) => response.json()).then((envelope) => {
      if (!envelope.info.success || !envelope.data.token) throw new Error(envelope.info.message || 'Log-in refused');
      token = envelope.data.token;
      sessionStorage.setItem('support-token', token);
      return startDesk();
    }).catch(showError('login-error'));
  });
  $('reply-text').addEventListener('input', () => {
    if (current && socket && socket.readyState === 1) socket.send(JSON.stringify({ type: 'typing', conversationId: current }));
  });
  $('reply').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('reply-text').value.trim();
    if (!text || !current) return;
    staff('POST', '/chat/conversations/' + current + '/messages', { text }).then((message) => {
      $('reply-text').value = '';
      showMessage(message);
    }).catch(showError('desk-error'));
  });
  $('assign').addEventListener('click', () => {
    if (current) staff('POST', '/chat/conversations/' + current + '/assign').then(refreshQueue).catch(showError('desk-error'));
  });
  $('close').addEventListener('submit', (event) => {
    event.preventDefault();
    if (!current) return;
    staff('POST', '/chat/conversations/' + current + '/close', { reason: $('close-reason').value })
      .then(() => openConversation(current)).then(refreshQueue).catch(showError('desk-error'));
  });
  if (token) void startDesk().catch(() => { sessionStorage.removeItem('support-token'); location.reload(); });
})();
`;
