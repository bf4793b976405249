/** Numbers as the community's messages write them: "10,000". */
export const formatCount = (count: number) => count.toLocaleString("en-US");
