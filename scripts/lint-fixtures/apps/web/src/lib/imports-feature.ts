// Violation: the web's shared code importing a feature.
export { usePlayer } from '@/features/player/api/get-player';
