import { InMemoryApiKeyRepository } from '../../adapters/memory/in-memory-api-key.repository.js';
import { InMemoryPetRepository } from '../../adapters/memory/in-memory-pet.repository.js';
import { describeApiKeyRepositoryContract } from './api-key-repository.contract.js';
import { describePetRepositoryContract } from './pet-repository.contract.js';

describePetRepositoryContract('in-memory', { create: async () => new InMemoryPetRepository() });
describeApiKeyRepositoryContract('in-memory', { create: async () => new InMemoryApiKeyRepository() });
