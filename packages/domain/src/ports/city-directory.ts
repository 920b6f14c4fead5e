/** Port: the provider's city directory, to refuse cities that do not belong to the country. */
export interface CityDirectory {
  belongsToCountry(city: string, country: string): Promise<boolean> | boolean;
}
