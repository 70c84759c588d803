import { createStore, useStore } from '@/lib/create-store';

/** Whether the built-in chat's panel is open (one per page, opened from the drawer or the footer). */
export const chatWidgetStore = createStore<boolean>(false);

export const openChatWidget = () => chatWidgetStore.set(true);
export const closeChatWidget = () => chatWidgetStore.set(false);
export const useIsChatWidgetOpen = () => useStore(chatWidgetStore);
