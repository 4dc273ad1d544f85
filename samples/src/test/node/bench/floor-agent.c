/*
 * The least an agent can do, for the round-trip benchmark: it answers each request line with its
 * id echoed and a fixed result, parsing nothing else (no updates for a prompt). Its round trip with
 * lean-client.mjs is the client's and the operating system's own share of any agent's.
 * Build: cc -O2 -o /tmp/floor-agent samples/src/test/node/bench/floor-agent.c
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
	static char line[1 << 24];
	char out[512];
	while (fgets(line, sizeof line, stdin)) {
		char *id = strstr(line, "\"id\":");
		if (!id) {
			continue;
		}
		id += 5;
		char *end = id;
		while (*end && *end != ',' && *end != '}') {
			end++;
		}
		const char *result = "{}";
		if (strstr(line, "\"initialize\"")) {
			result = "{\"protocolVersion\":1,\"agentCapabilities\":{},\"authMethods\":[]}";
		} else if (strstr(line, "\"session/new\"")) {
			result = "{\"sessionId\":\"s-1\"}";
		} else if (strstr(line, "\"session/prompt\"")) {
			result = "{\"stopReason\":\"end_turn\"}";
		}
		int n = snprintf(out, sizeof out, "{\"jsonrpc\":\"2.0\",\"id\":%.*s,\"result\":%s}\n", (int) (end - id), id, result);
		if (write(1, out, (size_t) n) != n) {
			return 1;
		}
	}
	return 0;
}
