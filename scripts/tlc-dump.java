// Runs TLC (tlc2.TLC.main with the given arguments) and, when the JVM exits, writes what TLC's output depends on but
// never prints. Used by scripts/run-tlc-probes.mjs through Java's source-file launcher
// (java -cp tla2tools.jar scripts/tlc-dump.java TLC-ARGS...): nothing to compile, and nothing of TLC in this file.
//  -Ddump.intern=FILE   TLC's table of unique strings (util.UniqueString.internTbl), one "token<TAB>text" line per
//                       string in token order: TLC orders string values (and record fields) by these tokens. A
//                       comment line marks where TLC printed "Starting..." (SANY done). After it, each run of
//                       names of TLC's Java overrides (public static methods of tlc2.module's classes) is sorted
//                       by text: TLC interns them in reflection order, which differs from run to run.
//  -Ddump.context=FILE  the root module's symbol table (tla2sany.semantic.Context, a java.util.Hashtable): the keys in
//                       the order they were added ("add"), in the table's enumeration order ("enum"), and the
//                       variables in TLC's order ("var", ModuleNode.getVariableDecls), which is how TLC prints states.
import java.io.File;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

public final class TlcDump {
  private static int starting = -1;

  public static void main(String[] args) throws Exception {
    tlc2.output.MP.setRecorder((code, objects) -> {
      if (code == tlc2.output.EC.TLC_STARTING && starting < 0) starting = tokenCount();
    });
    Runtime.getRuntime().addShutdownHook(new Thread(TlcDump::dump));
    tlc2.TLC.main(args);
  }

  private static int tokenCount() {
    try {
      return (Integer) read(util.UniqueString.internTbl, util.InternTable.class, "tokenCnt");
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
  }

  private static Object read(Object owner, Class<?> type, String field) throws Exception {
    Field f = type.getDeclaredField(field);
    f.setAccessible(true);
    return f.get(owner);
  }

  /** Tokens of a run of Java override names, each token with the run's names sorted by text. */
  private static void flushOverrides(PrintWriter out, List<Map.Entry<Integer, String>> run) {
    if (run.isEmpty()) return;
    List<String> names = new ArrayList<>();
    for (Map.Entry<Integer, String> e : run) names.add(e.getValue());
    Collections.sort(names);
    out.println("# " + run.size() + " names of TLC's Java overrides, interned in reflection order, sorted here:");
    for (int i = 0; i < run.size(); i++) out.println(run.get(i).getKey() + "\t" + escape(names.get(i)));
    run.clear();
  }

  /** TLARegistry.mapName of every public static method of the classes of package tlc2.module (never initialized). */
  private static Set<String> overrideNames() throws Exception {
    Set<String> names = new HashSet<>();
    File jar = new File(tlc2.module.TLC.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (JarFile entries = new JarFile(jar)) {
      for (Enumeration<JarEntry> e = entries.entries(); e.hasMoreElements(); ) {
        String entry = e.nextElement().getName();
        if (!entry.matches("tlc2/module/[^/$]+\\.class")) continue;
        Class<?> type = Class.forName(entry.replace('/', '.').replace(".class", ""), false, TlcDump.class.getClassLoader());
        for (Method m : type.getDeclaredMethods()) {
          if (Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers())) {
            names.add(tlc2.tool.impl.TLARegistry.mapName(m.getName()));
          }
        }
      }
    }
    return names;
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
          Set<String> overrides = overrideNames();
          List<Map.Entry<Integer, String>> run = new ArrayList<>();
          boolean afterSany = false;
          for (Map.Entry<Integer, String> e : byToken.entrySet()) {
            int token = e.getKey();
            if (!afterSany && starting >= 0 && token > starting) {
              afterSany = true;
              out.println("# TLC printed \"Starting...\" here, SANY done: what follows is TLC's start-up, then the run");
            }
            if (afterSany && overrides.contains(e.getValue())) {
              run.add(e);
              continue;
            }
            flushOverrides(out, run);
            out.println(token + "\t" + escape(e.getValue()));
          }
          flushOverrides(out, run);
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
