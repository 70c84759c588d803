import { beforeEach, describe, expect, it } from 'vitest';
import { holdFirstPaint, removeFirstPaint } from './first-paint';

const painted = () => document.getElementById('first-paint');

describe("the server's painted page giving way to the app", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="first-paint"><h1>Casino</h1></div><div id="root"></div>';
  });

  it('goes once the first screen is in', () => {
    removeFirstPaint();
    expect(painted()).toBeNull();
  });

  it('stays while a screen holds it, and goes with the last hold released', () => {
    const releaseBanners = holdFirstPaint();
    const releaseRows = holdFirstPaint();
    removeFirstPaint();
    expect(painted()).not.toBeNull();
    releaseBanners();
    expect(painted()).not.toBeNull();
    releaseRows();
    expect(painted()).toBeNull();
  });
});
