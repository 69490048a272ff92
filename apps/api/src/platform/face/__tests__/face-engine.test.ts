import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diskOnlyFetch, locateModels } from '../face-engine';

describe('the face engine reads its models from disk only', () => {
  const found = locateModels();

  it('finds the library, its five models and the WASM binary in node_modules', () => {
    expect(found).not.toBeNull();
  });

  it('serves model files under the models folder and refuses the network and other files', async () => {
    if (!found) throw new Error('models missing');
    const fetchModel = diskOnlyFetch(found.models);
    const model = await fetchModel(pathToFileURL(join(found.models, 'faceres.json')).href);
    expect(model.status).toBe(200);
    expect(await model.json()).toHaveProperty('modelTopology');
    await expect(fetchModel('https://vladmandic.github.io/human/models/faceres.json')).rejects.toThrow(
      /network refused/,
    );
    await expect(fetchModel(pathToFileURL('/etc/passwd').href)).rejects.toThrow(/outside the models folder/);
  });
});
