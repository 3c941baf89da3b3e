/**
 * The player feature as other features use it: the transport, which a lesson's musical example
 * shows over the same controller (core/learning/example-player.ts). Kept to what others import,
 * because everything a feature's index names joins the importer's chunk.
 */

export { Transport, type TransportProps } from './transport';
