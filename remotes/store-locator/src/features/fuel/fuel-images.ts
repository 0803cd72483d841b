import type { FuelName } from '@iper/contracts';
import benzina from '../../assets/fuels/benzina.svg';
import diesel from '../../assets/fuels/diesel.svg';
import gpl from '../../assets/fuels/gpl.svg';
import hvo from '../../assets/fuels/hvo.svg';
import metano from '../../assets/fuels/metano.svg';

/** SPEC §3 Fuel entry `immagine`: one badge per fuel, shipped with the remote. */
export const FUEL_IMAGES: Record<FuelName, string> = {
  Benzina: benzina,
  Diesel: diesel,
  GPL: gpl,
  HVO: hvo,
  Metano: metano,
};
