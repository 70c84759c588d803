/**
 * Neon Fruits now plays on the slot engine (`games/slots/titles/neon-fruits.ts`, tested there). This
 * file only keeps older imports of the RTP formatter working.
 */
export { rtpPercent } from '../slots/engine/slot-rtp';
