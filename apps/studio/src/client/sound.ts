/** Small synthesised sounds (no files to load); the mute switch is remembered on this device. */
const storageKey = 'nova-studio-muted';

export function createSound() {
  let context: AudioContext | null = null;
  let isMuted = localStorage.getItem(storageKey) === '1';

  function tone(frequency: number, durationMs: number, delayMs = 0, type: OscillatorType = 'sine') {
    if (isMuted) return;
    context ??= new AudioContext();
    const start = context.currentTime + delayMs / 1000;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(0.08, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + durationMs / 1000);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + durationMs / 1000);
  }

  return {
    get isMuted() {
      return isMuted;
    },
    toggle() {
      isMuted = !isMuted;
      localStorage.setItem(storageKey, isMuted ? '1' : '0');
      return isMuted;
    },
    tick: () => tone(660, 40, 0, 'square'),
    start: () => tone(300, 120, 0, 'triangle'),
    win: () => [523, 659, 784, 1046].forEach((f, i) => tone(f, 160, i * 90, 'triangle')),
    lose: () => tone(180, 220, 0, 'sawtooth'),
  };
}
export type Sound = ReturnType<typeof createSound>;
