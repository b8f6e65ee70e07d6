/** Where the seed stores a resource's PDF; a file staff upload instead gets a key of its own (resource-admin). */
export const seededResourceKey = (code: string) => `resources/${code}.pdf`;
