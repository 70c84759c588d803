// Violation: a web feature importing a feature that is not shared.
export { GameTile } from '@/features/games/components/game-tile';
