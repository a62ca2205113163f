/**
 * The page's chat log and notifications, as a Foundry client shows them. The harness renders each
 * message a client may see and calls `renderChatMessageHTML(message, element, context)`; in the
 * page that element becomes a real `<li class="chat-message">` in its client's log (replacing the
 * message's earlier one), and the hook is called with it, so a module's listeners sit on the
 * buttons a person clicks. The page's own client's log is `#chat-log`; another client connected in
 * the page (boot.ts `connected`) keeps its copies in its own, hidden log. `ui.notifications` also
 * appear in `#notifications` as `li.notification.<type>`.
 */
import type { World } from "../../../test/harness";
import { isUnsafeAttribute, UNSAFE_ELEMENTS } from "../../../test/harness/notifications";

interface Outer {
  outerHTML: string;
}

function toElement(html: string): HTMLElement {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  return template.content.firstElementChild as HTMLElement;
}

/**
 * Mounts the chat logs: `logFor(userId)` is the log of the client whose user that is (the harness
 * renders a message once per connected client, with `game.user` switched to that client's user).
 */
export function mountChatLog(world: World, logFor: (userId: string) => HTMLElement): void {
  const hooks = world.hooks;
  const callAll = hooks.callAll.bind(hooks);
  hooks.callAll = (hook: string, ...args: unknown[]): true => {
    if (hook !== "renderChatMessageHTML") return callAll(hook, ...args);
    const [message, rendered, context] = args as [{ id: string }, Outer, unknown];
    const log = logFor(world.game.user.id!);
    const element = toElement(rendered.outerHTML);
    const previous = log.querySelector(`[data-message-id="${CSS.escape(message.id)}"]`);
    if (previous) previous.replaceWith(element);
    else log.append(element);
    return callAll(hook, message, element, context);
  };
  hooks.on("deleteChatMessage", ((message: { id: string }) => {
    logFor(world.game.user.id!)
      .querySelector(`[data-message-id="${CSS.escape(message.id)}"]`)
      ?.remove();
  }) as never);
}

/** Untrusted HTML as a fragment the browser parsed without running it, scripts and handlers removed. */
function cleanInBrowser(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of [...template.content.querySelectorAll([...UNSAFE_ELEMENTS].join(","))])
    element.remove();
  for (const element of [...template.content.querySelectorAll("*")])
    for (const name of element.getAttributeNames())
      if (isUnsafeAttribute(name, element.getAttribute(name) ?? "")) element.removeAttribute(name);
  return template.content;
}

export function mountNotifications(world: World, list: HTMLElement): void {
  const notifications = world.ui.notifications;
  const notify = notifications.notify.bind(notifications);
  notifications.notify = (...args: Parameters<typeof notify>) => {
    const note = notify(...args);
    const li = document.createElement("li");
    li.className = `notification ${note.type}`;
    // Foundry renders the notification's HTML (format values escaped, the rest cleaned). The
    // harness cleaned it with its own small parser; the page cleans it again with the browser's,
    // in an inert template, so markup the two parsers read apart cannot run here.
    li.append(cleanInBrowser(note.html));
    list.append(li);
    return note;
  };
}
