/**
 * The agents' console until the back office takes it over: one page and one script served by the API
 * under /support, speaking only the staff API (/staff/v1) and the chat socket. Every text a player
 * wrote is put in the page with textContent, never as HTML. English only: a staff tool for now.
 */
export const consoleHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support console</title>
<link rel="stylesheet" href="/support/console.css">
<script src="/support/console.js" defer></script>
</head>
<body>
<main>
  <h1>Support console</h1>
  <form id="login" aria-labelledby="login-title">
    <h2 id="login-title">Staff log-in</h2>
    <label>Username <input name="username" autocomplete="username" required></label>
    <label>Password <input name="password" type="password" autocomplete="current-password" required></label>
    <button type="submit">Log in</button>
    <p id="login-error" role="alert"></p>
  </form>
  <div id="desk" hidden>
    <section aria-labelledby="queue-title">
      <h2 id="queue-title">Open conversations</h2>
      <ul id="queue" data-testid="agent-queue"></ul>
      <h2>Contact form</h2>
      <ul id="contact"></ul>
    </section>
    <section id="conversation" aria-labelledby="conversation-title" hidden>
      <h2 id="conversation-title">Conversation</h2>
      <dl id="card" data-testid="agent-card"></dl>
      <button type="button" id="assign">Take it</button>
      <ol id="log" role="log" aria-live="polite" data-testid="agent-log"></ol>
      <p id="typing" aria-live="polite"></p>
      <form id="reply">
        <label for="reply-text">Answer</label>
        <textarea id="reply-text" maxlength="512" rows="3" required data-testid="agent-reply"></textarea>
        <button type="submit" data-testid="agent-send">Send</button>
      </form>
      <form id="close">
        <label>Close with a reason <input id="close-reason" maxlength="200" required></label>
        <button type="submit">Close</button>
      </form>
      <p id="desk-error" role="alert"></p>
    </section>
  </div>
</main>
</body>
</html>
`;

export const consoleCss = `body{font-family:system-ui,sans-serif;margin:0;background:#111827;color:#f3f4f6}
main{max-width:1100px;margin:0 auto;padding:16px}
#desk{display:grid;grid-template-columns:minmax(220px,1fr) 2fr;gap:24px}
@media (max-width:700px){#desk{grid-template-columns:1fr}}
ul,ol{list-style:none;padding:0}
button{cursor:pointer}
#queue button{width:100%;text-align:left;margin-bottom:4px}
#log li{margin:4px 0;padding:6px 8px;border-radius:6px;background:#1f2937;white-space:pre-wrap;overflow-wrap:anywhere}
#log li.agent{background:#1e3a8a}
label{display:block;margin:8px 0}
textarea,input{width:100%;box-sizing:border-box}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px}
[role=alert]{color:#fca5a5}
`;
