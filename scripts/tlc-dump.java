// Runs TLC (tlc2.TLC.main with the given arguments) and, when the JVM exits, writes what TLC's output depends on but
// never prints. Used by scripts/run-tlc-probes.mjs through Java's source-file launcher
// (java -cp tla2tools.jar scripts/tlc-dump.java TLC-ARGS...): nothing to compile, and nothing of TLC in this file.
//  -Ddump.intern=FILE   TLC's table of unique strings (util.UniqueString.internTbl), one "token<TAB>text" line per
//                       string in token order: TLC orders string values (and record fields) by these tokens.
//  -Ddump.context=FILE  the root module's symbol table (tla2sany.semantic.Context, a java.util.Hashtable): the keys in
//                       the order they were added ("add"), in the table's enumeration order ("enum"), and the
//                       variables in TLC's order ("var", ModuleNode.getVariableDecls), which is how TLC prints states.
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public final class TlcDump {
  public static void main(String[] args) throws Exception {
    Runtime.getRuntime().addShutdownHook(new Thread(TlcDump::dump));
    tlc2.TLC.main(args);
  }

  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
  }

  private static Object read(Object owner, Class<?> type, String field) throws Exception {
    Field f = type.getDeclaredField(field);
    f.setAccessible(true);
    return f.get(owner);
  }

  private static void dump() {
    try {
      String internFile = System.getProperty("dump.intern");
      if (internFile != null) {
        try (PrintWriter out = new PrintWriter(internFile, "UTF-8")) {
          TreeMap<Integer, String> byToken = new TreeMap<>();
          for (util.UniqueString s : (util.UniqueString[]) read(util.UniqueString.internTbl, util.InternTable.class, "table")) {
            if (s != null) byToken.put(s.getTok(), s.toString());
          }
          for (Map.Entry<Integer, String> e : byToken.entrySet()) out.println(e.getKey() + "\t" + escape(e.getValue()));
        }
      }
      String contextFile = System.getProperty("dump.context");
      if (contextFile != null && tlc2.TLCGlobals.mainChecker != null) {
        tla2sany.semantic.ModuleNode root = tlc2.TLCGlobals.mainChecker.tool.getSpecProcessor().getRootModule();
        tla2sany.semantic.Context context = root.getContext();
        try (PrintWriter out = new PrintWriter(contextFile, "UTF-8")) {
          List<String> added = new ArrayList<>();
          Object pair = read(context, tla2sany.semantic.Context.class, "lastPair");
          while (pair != null) {
            Object info = read(pair, pair.getClass(), "info");
            added.add(((tla2sany.semantic.SymbolNode) info).getName() + "\t" + info.getClass().getSimpleName());
            pair = read(pair, pair.getClass(), "link");
          }
          Collections.reverse(added);
          for (String a : added) out.println("add\t" + a);
          Hashtable<?, ?> table = (Hashtable<?, ?>) read(context, tla2sany.semantic.Context.class, "table");
          for (Enumeration<?> keys = table.keys(); keys.hasMoreElements(); ) {
            Object key = keys.nextElement();
            out.println("enum\t" + key + "\t" + key.getClass().getSimpleName());
          }
          for (tla2sany.semantic.OpDeclNode v : root.getVariableDecls()) out.println("var\t" + v.getName());
        }
      }
    } catch (Exception e) {
      e.printStackTrace();
    }
  }
}
