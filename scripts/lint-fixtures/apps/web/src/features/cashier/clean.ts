// Clean: a feature importing a shared feature, a package and its own files.
import { parseMinor } from '@casino/rules/money';
import { usePlayer } from '@/features/player/api/get-player';
import { depositLimits } from './limits';

export const clean = [parseMinor, usePlayer, depositLimits];
