/**
 * The demo slot: a small self-contained HTML5 page that spins through POST /api/demo-game/spin. It
 * tells the page around it what happened (postMessage): `casino:spin` with the money of an accepted
 * spin, `casino:spin-refused` with the refusal's code, message and details (a limit, a bet out of
 * range), so the casino can explain a refusal over the game.
 */
export function demoGamePage(o: {
  sessionId: string;
  gameName: string;
  minBet: number;
  maxBet: number;
  currency: string;
  demo: boolean;
  /** Decimal string in the currency's precision. */
  balance: string;
}): string {
  const cfg = JSON.stringify(o).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.gameName.replace(/[<&]/g, '')}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#120a24;color:#fff;font-family:system-ui,sans-serif}
main{text-align:center;padding:16px}.reels{display:flex;gap:12px;justify-content:center;margin:24px 0}
.reel{width:88px;height:88px;border-radius:16px;background:#2a1850;display:grid;place-items:center;font-size:52px;font-family:'DejaVu Sans',system-ui,sans-serif;box-shadow:inset 0 0 0 3px #f5c542}
.spinning .reel{animation:s .15s linear infinite}@keyframes s{50%{transform:translateY(-6px)}}
button{font:inherit;font-weight:700;padding:12px 28px;border-radius:999px;border:0;background:#22c55e;color:#04140a;cursor:pointer}
button:disabled{opacity:.5}input{font:inherit;width:90px;padding:8px;border-radius:8px;border:0;text-align:center}
#msg{min-height:1.5em;margin-top:12px}.win{color:#f5c542;font-weight:700}.err{color:#fca5a5}
</style></head>
<body><main>
<h1 id="title"></h1>
<div class="reels" id="reels"><div class="reel">7</div><div class="reel">★</div><div class="reel">♦</div></div>
<p>Balance: <strong id="balance">–</strong> <span id="cur"></span></p>
<label>Bet <input id="bet" type="number" step="0.1"></label>
<button id="spin" type="button">Spin</button>
<p id="msg" role="status" aria-live="polite"></p>
</main>
<script>
const cfg = ${cfg};
const $ = (id) => document.getElementById(id);
// Messages go to the casino page that framed the slot (its origin arrives as the referrer), not to any page.
const parentOrigin = document.referrer ? new URL(document.referrer).origin : '*';
$('title').textContent = cfg.gameName + (cfg.demo ? ' (demo)' : '');
$('cur').textContent = cfg.currency;
$('balance').textContent = cfg.balance;
$('bet').min = cfg.minBet; $('bet').max = cfg.maxBet; $('bet').value = Math.max(cfg.minBet, Math.min(1, cfg.maxBet));
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true; $('reels').classList.add('spinning'); $('msg').textContent = ''; $('msg').className = '';
  try {
    const res = await fetch('/api/demo-game/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: cfg.sessionId, bet: $('bet').value }) });
    const body = await res.json();
    if (!res.ok) {
      $('msg').textContent = body.error ? body.error.message : 'Something went wrong'; $('msg').className = 'err';
      // The casino words the refusal in the player's language over the game (spec 8 codes): the
      // error body as it came, and its parts with the attempted bet (limit breach modals).
      const error = body.error || null;
      parent.postMessage({ type: 'casino:spin-refused', status: res.status, error, bet: $('bet').value, code: error ? error.code : null, message: error ? error.message : null, details: error ? error.details || null : null }, parentOrigin);
      return;
    }
    const d = body.data;
    [...$('reels').children].forEach((el, i) => { el.textContent = d.reels[i]; });
    $('balance').textContent = d.balance;
    const won = Number(d.win) > 0;
    $('msg').textContent = won ? 'You win ' + d.win + ' ' + cfg.currency + '!' : 'No win, try again';
    if (won) $('msg').className = 'win';
    parent.postMessage({ type: 'casino:spin', win: d.win, bet: d.bet, balance: d.balance }, parentOrigin);
  } catch (e) { $('msg').textContent = 'Network error'; $('msg').className = 'err'; }
  finally { $('spin').disabled = false; $('reels').classList.remove('spinning'); }
});
</script></body></html>`;
}
