import { beforeAll } from 'vitest';

/**
 * An object handed out now and filled in place with `build`'s answer before all tests of the file (or describe).
 * A test file can so name its world at load time, `const t = useTestApp()`, where it would otherwise declare a
 * `let` and assign it in its own beforeAll; its fields are there inside tests and later hooks, not at load time.
 */
export function builtBeforeAll<T extends object>(build: () => Promise<T>): T {
  const shell = {} as T;
  beforeAll(async () => {
    Object.assign(shell, await build());
  });
  return shell;
}

/** builtBeforeAll for several objects at once: each of `shells` is filled with the same key of `build`'s answer. */
export function fillBeforeAll<T extends Record<string, object>>(shells: T, build: () => Promise<T>): T {
  beforeAll(async () => {
    const built = await build();
    for (const key of Object.keys(shells) as (keyof T)[]) Object.assign(shells[key], built[key]);
  });
  return shells;
}
