import type { AdmitRequest } from './admit-request.use-case.js';
import type { Authenticate } from './authenticate.use-case.js';
import type { CreatePet } from './create-pet.use-case.js';
import type { DeletePet } from './delete-pet.use-case.js';
import type { GetInventory } from './get-inventory.use-case.js';
import type { GetOrder } from './get-order.use-case.js';
import type { GetPet } from './get-pet.use-case.js';
import type { ListOrders } from './list-orders.use-case.js';
import type { ListPets } from './list-pets.use-case.js';
import type { ManageKeys } from './manage-keys.use-case.js';
import type { PlaceOrder } from './place-order.use-case.js';
import type { UpdateOrder } from './update-order.use-case.js';
import type { UpdatePet } from './update-pet.use-case.js';

/** Every use case of the service, by name: what an embedding host gets, and (all but key management) what the HTTP adapter drives. */
export interface UseCases {
  readonly createPet: CreatePet;
  readonly listPets: ListPets;
  readonly getPet: GetPet;
  readonly updatePet: UpdatePet;
  readonly deletePet: DeletePet;
  readonly placeOrder: PlaceOrder;
  readonly listOrders: ListOrders;
  readonly getOrder: GetOrder;
  readonly updateOrder: UpdateOrder;
  readonly getInventory: GetInventory;
  readonly authenticate: Authenticate;
  readonly admitRequest: AdmitRequest;
  readonly manageKeys: ManageKeys;
}
