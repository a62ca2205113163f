/**
 * The look-alike of Foundry's join page's script: the form (`select[name="userid"]`,
 * `input[name="password"]`, `button[name="join"]`) is posted to `/join`; on success the page goes
 * where the answer says (`/game`), on failure the answer's error is shown as an error notification
 * (`#notifications li.notification.error`), as Foundry's join page does.
 */
function notify(message: string): void {
  const li = document.createElement("li");
  li.className = "notification error";
  li.textContent = message;
  document.getElementById("notifications")?.append(li);
}

const form = document.querySelector<HTMLFormElement>("form#join-game-form");
form?.addEventListener("submit", (event) => {
  event.preventDefault();
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") body.set(key, value);
  body.set("action", "join");
  void (async () => {
    const response = await fetch("/join", { method: "POST", body });
    const answer = (await response.json()) as { status: string; redirect?: string; error?: string };
    if (answer.status === "success" && answer.redirect) window.location.href = answer.redirect;
    else notify(answer.error ?? "The join request failed.");
  })();
});
